import { onceChunk } from '@strata/core/kit'
import type * as Globals from './global-layers'

// The global (static) slides' layers load on demand: the plugin's `prepare` loads them before
// the first paint when some slide of the data is global (needs.ts), else the first build asks
// for them and they are built once they are in. One load per page.
const chunk = onceChunk(() => import('./global-layers'))

/** The global layers' chunk, once it has arrived. */
export function globalsChunk(): typeof Globals | undefined {
  return chunk.get()
}

/** Loads the global layers' chunk (once); a failed load may be tried again. */
export function loadGlobals(): Promise<typeof Globals> {
  return chunk.load()
}
