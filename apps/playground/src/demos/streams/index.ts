import type { Demo } from '../types'

/** The @strata/streams demos. */
export const streamsDemos: readonly Demo[] = []
