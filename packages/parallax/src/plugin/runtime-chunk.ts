import type { ModuleModel, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { parallaxPart } from '../normalise'

/** The parallax runtime chunk (./setup-parallax.ts): its type, for the plugin to hold once in. */
export type ParallaxRuntime = typeof import('./setup-parallax')

/**
 * Loads the parallax runtime. An object (not a bare `import()`) so a test can watch which
 * modules load it.
 */
export const PARALLAX_CHUNK = {
  load: (): Promise<ParallaxRuntime> => import('./setup-parallax'),
}

/**
 * Whether raw module data (before it is normalised) turns mouse parallax, 3D tilt, scroll
 * motion (`settings.mod.use`) or the scroll-based timeline (`settings.sbt`) on: read by the
 * normaliser's own part, reporting nothing (the normaliser reports later).
 */
export function parallaxInData(data: RawValue): boolean {
  if (!isRec(data)) return false
  const model = { settings: {} } as ModuleModel
  parallaxPart.module?.(data, model, () => {})
  return !!(model.settings.parallax?.use || model.settings.scrollTimeline?.use)
}
