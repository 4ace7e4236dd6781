import { later } from './lazy'
import type { NavOptions } from './options'
import { plainSkin } from './skins/strata-skin'
import type { NavSettings } from './types'

/**
 * Nav's optional code besides the control kinds (kinds.ts), each a chunk of its own that loads
 * in the plugin's `prepare` when the module's data turns it on, so the first paint is as before
 * and a slider with arrows and bullets in the default skin downloads none of it (issue #25):
 * - `skins`: skins other than the default as it comes, CSS and HTML templates (and, through
 *   them, the HTML sanitiser);
 * - `autoHide`: show and hide delays, and focus kept when the controls are drawn again
 *   (controls/keep-focus.ts, loaded only when a control that had focus is taken away);
 * - `wheel`: the mouse wheel;
 * - `sanitizer`: core's HTML sanitiser, for the templates the data writes.
 */
export const LOADERS = {
  skins: () => import('./skins/resolve'),
  autoHide: () => import('./controls/auto-hide-kinds'),
  wheel: () => import('./input/wheel'),
  // Templates the data writes are cleaned by core's sanitiser: loaded with the skins, it is here
  // when `setup` sets them, so they are in the first paint (skins/set-template.ts).
  sanitizer: () => import('@strata/core/sanitize'),
}

export type ChunkName = keyof typeof LOADERS
type Chunks = { [K in ChunkName]: Awaited<ReturnType<(typeof LOADERS)[K]>> }

const got: Partial<Chunks> = {}
const loading: Partial<Record<ChunkName, Promise<unknown>>> = {}

/** Forgets what was loaded, so the next use loads again (for tests). */
export function forgetChunks(): void {
  for (const name of Object.keys(LOADERS) as ChunkName[]) {
    delete got[name]
    delete loading[name]
  }
}

/** The chunk's exports, once it has loaded. */
export function chunk<K extends ChunkName>(name: K): Chunks[K] | undefined {
  return got[name]
}

/** Loads the chunk (once; a failed load is tried again next time). */
export function loadChunk<K extends ChunkName>(name: K): Promise<Chunks[K]> {
  return later(name, () => {
    loading[name] ??= (LOADERS[name] as () => Promise<Chunks[K]>)().then(
      (m) => {
        got[name] = m
        return m
      },
      (error: unknown) => {
        delete loading[name]
        throw error
      },
    )
    return loading[name] as Promise<Chunks[K]>
  })
}

const KINDS = ['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const

/** The chunks a module's nav settings need. */
export function chunksFor(nav: NavSettings, skins: NonNullable<NavOptions['skins']>): ChunkName[] {
  const on = KINDS.filter((kind) => nav[kind].set)
  const needed: Record<ChunkName, boolean> = {
    skins: on.some(
      (kind) => (kind === 'arrows' || kind === 'bullets') && !plainSkin(nav[kind], skins),
    ),
    sanitizer: on.some((kind) => nav[kind].html),
    autoHide: on.some((kind) =>
      [...nav[kind].showDelay, ...nav[kind].hideDelay].some((ms) => ms > 0),
    ),
    wheel: nav.wheel.use,
  }
  return (Object.keys(needed) as ChunkName[]).filter((name) => needed[name])
}
