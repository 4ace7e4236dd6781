import type { ModuleSource } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { isInline } from './inline'
import { type SliderShell, shellOf } from './shell-markup'

export type { SliderShell } from './shell-markup'

/**
 * The server shell of an inline module: box CSS for `selector` and the first slide's markup
 * (same classes as core, which adopts it). Null for a URL or REST reference (nothing to read).
 */
export function buildShell(source: ModuleSource, selector: string): SliderShell | null {
  if (!isInline(source)) return null
  return shellOf(normaliseModule(source, { lazy: true }).model, selector)
}
