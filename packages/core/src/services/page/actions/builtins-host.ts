import { readHash } from '../deep-link/hash'
import { builtinNames, FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS } from './builtin-names'
import { SCENES } from './scene'

/**
 * What the built-ins' chunk (`builtins.ts`) takes from the page entry, handed over by the actions
 * plugin rather than imported: the entry holds these modules, and a chunk importing them would
 * make them a file of their own in a site's first download (docs/performance.md, issue #25).
 * The chunk imports this module's type only.
 */
export const builtinsHost = { builtinNames, FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS, SCENES, readHash }

/** The names, classes, scenes and hash reader the built-in handlers use. */
export type BuiltinsHost = typeof builtinsHost
