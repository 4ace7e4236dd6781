/**
 * `@strata/nav/prepared`: nav for `@strata/core/prepared`, without its part of the normaliser:
 * a prepared module's model already holds `settings.nav` (`prepareModule` ran the part). For raw
 * data it loads the part on demand. docs/data-format/prepared.md.
 */
import type { Plugin, RawValue } from '@strata/core'
import { createNav } from './create-nav'
import type { NavApi, NavOptions } from './options'

export type { NavApi, NavKindName, NavOptions, NavVia } from './options'
export type { NavSkin } from './skins/builtin'
export type * from './types'

/**
 * `@strata/nav`'s `nav`, for prepared modules: the same controls and options, its settings
 * taken from the model.
 */
export function nav(options: NavOptions = {}): Plugin<'nav', NavOptions, NavApi> {
  return createNav(options, undefined, async (data, { model, report }, plugin) => {
    if (model) {
      const { nav, progressBar } = model.settings
      if (nav && progressBar) return { nav, progressBar }
      report(
        'settings.nav',
        "not in the prepared module: list nav() in prepareModule's plugins; no controls are drawn",
      )
      return
    }
    // Raw data: the part is loaded, and the slider reads the data with it.
    const { navPart, readSettings } = await import('@strata/nav/normalise')
    plugin.normalise = navPart
    return readSettings(data as RawValue)
  })
}
