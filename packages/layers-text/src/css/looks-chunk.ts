import { onceChunk } from '@strata/core/kit'
import type { LayerStyle } from '../types'
import type * as Looks from './looks'

// Shadows, text stroke, spike clip and overlay pattern (./looks) load on demand: the plugin's
// `prepare` loads them before the first paint when the module's data uses one (needs.ts), and a
// layer built with one before they came is drawn again once they are in. One load per page.
const chunk = onceChunk(() => import('./looks'))

/** The looks chunk, once it has arrived. */
export function looksChunk(): typeof Looks | undefined {
  return chunk.get()
}

/** Loads the looks chunk (once); a failed load may be tried again. */
export function loadLooks(): Promise<typeof Looks> {
  return chunk.load()
}

/** Whether the layer's style uses a look of the chunk. */
export function usesLooks(st: LayerStyle): boolean {
  return (
    st.boxShadow.use ||
    st.textShadow.use ||
    st.textStroke.use ||
    st.overlay.use ||
    st.spike.left !== 'none' ||
    st.spike.right !== 'none'
  )
}
