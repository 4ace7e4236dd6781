import { loadChunk } from './chunks'
import type { Control, NavEnv } from './env'

/** A control that loads on demand: how to draw it and the structural CSS it brings. */
export interface LazyKind {
  create(env: NavEnv): Control & { visible?(): number }
  css: string
}

export type LazyKindName = 'tabs' | 'thumbs' | 'scrubber' | 'progressBar'

/**
 * The controls a module's data may not turn on, each in its own chunk (issue #25): a slider with
 * arrows and bullets downloads none of them; thumbnails and tabs share their strip code. Those
 * with a skin bring the skins chunk too (chunks.ts).
 */
export const LAZY_KINDS: Readonly<Record<LazyKindName, () => Promise<LazyKind>>> = {
  tabs: () =>
    Promise.all([
      import('./controls/tabs'),
      import('./controls/strip-css'),
      loadChunk('skins'),
    ]).then(([m, c]) => ({ create: m.createTabs, css: c.STRIP_CSS })),
  thumbs: () =>
    Promise.all([
      import('./controls/thumbs'),
      import('./controls/strip-css'),
      loadChunk('skins'),
    ]).then(([m, c]) => ({ create: m.createThumbs, css: c.STRIP_CSS })),
  scrubber: () =>
    Promise.all([
      import('./controls/scrubber'),
      import('./controls/scrubber-css'),
      loadChunk('skins'),
    ]).then(([m, c]) => ({ create: m.createScrubber, css: c.SCRUBBER_CSS })),
  progressBar: () =>
    Promise.all([import('./controls/progress-bar'), import('./controls/pbar-css')]).then(
      ([m, c]) => ({ create: m.createProgressBar, css: c.PBAR_CSS }),
    ),
}
