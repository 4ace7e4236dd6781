import type { Demo } from '../types'

/** The loading demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const loadingDemos: readonly Demo[] = []
