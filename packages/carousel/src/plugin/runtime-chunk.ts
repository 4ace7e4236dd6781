import type { RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'

/** The carousel's runtime chunk (./setup-carousel.ts): its type, for the plugin to hold once in. */
export type CarouselRuntime = typeof import('./setup-carousel')

/**
 * Loads the carousel's runtime. An object (not a bare `import()`) so a test can watch which
 * modules load it.
 */
export const CAROUSEL_CHUNK = {
  load: (): Promise<CarouselRuntime> => import('./setup-carousel'),
}

/**
 * Whether raw module data (before it is normalised) is a carousel: `settings.type` is read as
 * core's normaliser reads it (docs/data-format/README.md), so only a carousel loads the runtime.
 */
export function isCarouselData(data: RawValue): boolean {
  return isRec(data) && isRec(data.settings) && data.settings.type === 'carousel'
}
