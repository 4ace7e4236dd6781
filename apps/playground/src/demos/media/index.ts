import type { Demo } from '../types'

/** The @strata/layers-media demos. */
export const mediaDemos: readonly Demo[] = []
