import type { Demo } from '../types'

/** The nav demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const navDemos: readonly Demo[] = []
