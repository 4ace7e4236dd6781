import type { Demo } from '../types'

/** The carousel demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const carouselDemos: readonly Demo[] = []
