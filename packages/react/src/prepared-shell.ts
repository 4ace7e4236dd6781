import type { ModuleSource } from '@strata/core'
import { openPrepared } from '@strata/core/prepared'
import { type SliderShell, shellOf } from './shell-markup'

/**
 * The server shell of a prepared module (`prepareModule`, `@strata/core/ssr`), read without the
 * normaliser: the same box CSS and first slide as `buildShell` gives for its raw data. Null for
 * anything else (raw data, a URL, a REST reference, a module of another format version): the
 * slider then draws the module once its script runs.
 */
export function buildPreparedShell(source: ModuleSource, selector: string): SliderShell | null {
  const opened = openPrepared(source)
  return opened?.model ? shellOf(opened.model, selector) : null
}
