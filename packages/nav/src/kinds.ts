import { loadChunk } from './chunks'
import type { Control, NavEnv } from './env'

/** A control that loads on demand: how to draw it and the structural CSS it brings (each chunk's `lazyKind`). */
export interface LazyKind {
  create(env: NavEnv): Control & { visible?(): number }
  css: string
}

export type LazyKindName = 'tabs' | 'thumbs' | 'scrubber' | 'progressBar'

/** A kind's chunk, with the skins chunk unless the kind has no skin. */
function load(kind: Promise<{ lazyKind: LazyKind }>, skins = true): Promise<LazyKind> {
  return Promise.all([kind, skins && loadChunk('skins')]).then(([m]) => m.lazyKind)
}

/**
 * The controls a module's data may not turn on, each in its own chunk (issue #25): a slider with
 * arrows and bullets downloads none of them; thumbnails and tabs share their strip code. Those
 * with a skin bring the skins chunk too (chunks.ts).
 */
export const LAZY_KINDS: Readonly<Record<LazyKindName, () => Promise<LazyKind>>> = {
  tabs: () => load(import('./controls/tabs')),
  thumbs: () => load(import('./controls/thumbs')),
  scrubber: () => load(import('./controls/scrubber')),
  progressBar: () => load(import('./controls/progress-bar'), false),
}
