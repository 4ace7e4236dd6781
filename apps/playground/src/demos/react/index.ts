import type { Demo } from '../types'

/** The react demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const reactDemos: readonly Demo[] = []
