import type { Plugin, RawValue } from '@strata/core'
import { createNav } from './create-nav'
import { navPart, readSettings } from './normalise'
import type { NavApi, NavOptions } from './options'

/**
 * Navigation for a Strata module: arrows, bullets, tabs, thumbnails, scrubber, progress bar,
 * a pause/play button, keyboard, swipe and wheel, as `settings.nav` / `settings.progressBar` ask.
 * Brings its part of the normaliser; for modules read ahead, `@strata/nav/prepared`'s does not.
 */
export function nav(options: NavOptions = {}): Plugin<'nav', NavOptions, NavApi> {
  return createNav(options, navPart, (data) => readSettings(data as RawValue))
}
