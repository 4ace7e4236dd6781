import type { Demo } from '../types'

/** The services demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const servicesDemos: readonly Demo[] = []
