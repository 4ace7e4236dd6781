import { loadChunk } from './chunks'
import type { Control, NavEnv } from './env'

/** A control that loads on demand: how to draw it and the structural CSS it brings (each chunk's `lazyKind`). */
export interface LazyKind {
  create(env: NavEnv): Control & { visible?(): number }
  css: string
}

export type LazyKindName = 'tabs' | 'thumbs' | 'scrubber' | 'progressBar'

/** A kind's chunk, with the skins chunk unless the kind has no skin. */
function load(kind: Promise<LazyKind>, skins = true): Promise<LazyKind> {
  return Promise.all([kind, skins && loadChunk('skins')]).then(([k]) => k)
}

/**
 * The controls a module's data may not turn on, each in its own chunk (issue #25): a slider with
 * arrows and bullets downloads none of them; thumbnails and tabs are one chunk, since they share
 * their strip code (controls/strips.ts). Those with a skin bring the skins chunk too (chunks.ts).
 */
export const LAZY_KINDS: Readonly<Record<LazyKindName, () => Promise<LazyKind>>> = {
  tabs: () => load(import('./controls/strips').then((m) => m.tabs)),
  thumbs: () => load(import('./controls/strips').then((m) => m.thumbs)),
  scrubber: () => load(import('./controls/scrubber').then((m) => m.lazyKind)),
  progressBar: () =>
    load(
      import('./controls/progress-bar').then((m) => m.lazyKind),
      false,
    ),
}
