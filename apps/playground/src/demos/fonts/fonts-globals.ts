import type { Slider } from '@strata/core'

declare global {
  interface Window {
    /** The fonts fixture's sliders (e2e/fonts-*.spec.ts). */
    __fonts?: { main?: Slider; second?: Slider }
  }
}
