import type { Demo } from '../types'

/** The layers demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const layersDemos: readonly Demo[] = []
