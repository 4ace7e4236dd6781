import type { Demo } from '../types'

/** The @strata/fonts demos. */
export const fontsDemos: readonly Demo[] = []
