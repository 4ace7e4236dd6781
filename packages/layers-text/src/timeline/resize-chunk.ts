import { onceChunk } from '@strata/core/kit'
import type * as ResizeModule from './resize'

export type { Resize } from './resize'
export type ResizeChunk = typeof ResizeModule

// What a layout change does to the scenes (resize.ts) loads at a module's first layout change:
// a module no one resizes never asks for it. One load per page.
const chunk = onceChunk(() => import('./resize'))

/** The chunk, once it has arrived. */
export function resizeChunk(): ResizeChunk | undefined {
  return chunk.get()
}

/** Loads the chunk (once); a failed load may be tried again. */
export function loadResize(): Promise<ResizeChunk> {
  return chunk.load()
}
