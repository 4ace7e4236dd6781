import type { Demo } from '../types'

/** The @strata/parallax demos. */
export const parallaxDemos: readonly Demo[] = []
