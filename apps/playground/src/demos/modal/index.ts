import type { Demo } from '../types'

/** The @strata/modal demos. */
export const modalDemos: readonly Demo[] = []
