import type { Demo } from '../types'

/** The page demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const pageDemos: readonly Demo[] = []
