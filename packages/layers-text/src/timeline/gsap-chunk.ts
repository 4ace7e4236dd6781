import { easeNamed, onceChunk, quietTicker } from '@strata/core/kit'
import type { gsap as Gsap } from 'gsap'
import { FILTER_DEFAULTS } from '../defaults'
import type { buildScene } from './build'

/** `buildScene` with GSAP and the filter defaults given. */
type BuildScene = (
  ...args: Parameters<typeof buildScene> extends [unknown, ...infer R] ? R : never
) => ReturnType<typeof buildScene>

/** The `gsap` object, as GSAP exports it. */
export type GsapObject = typeof Gsap

// GSAP is a chunk of its own (issue #25; docs/performance-log.md, "Eighteenth session"): a module
// whose layers only fade needs none of it (their eases are core's table of GSAP's), so it loads
// in the plugin's `prepare` when the data has a layer GSAP moves, else when such a layer is built.
// GSAP starts its ticker when it is evaluated (a frame request a frame for 2 s): put to sleep at
// once under GSAP's own rule, as nothing of ours runs on it (clock.ts).
// The code that makes GSAP's scenes (build.ts) comes with it: only layers GSAP moves use it.
const chunk = onceChunk(() =>
  Promise.all([import('gsap'), import('./build')]).then(([m, built]) => {
    quietTicker(m.gsap)
    const parent = () => built.sceneParent(m.gsap)
    const env = { gsap: m.gsap, filter: FILTER_DEFAULTS, parent }
    const scenes: BuildScene = (...args) => built.buildScene(env, ...args)
    return { gsap: m.gsap, scenes, drop: built.dropSceneParent }
  }),
)

/** GSAP once its chunk has arrived (`loadGsap`), else undefined. */
export function gsapNow(): GsapObject | undefined {
  return chunk.get()?.gsap
}

/** Loads GSAP (once; a failed load may be tried again). */
export function loadGsap(): Promise<GsapObject> {
  return chunk.load().then((c) => c.gsap)
}

/**
 * GSAP's chunk, for code that runs only for layers that waited for it (timeline/index.ts
 * `prepareLayers`): its absence is a bug, not bad data.
 */
function loaded(): NonNullable<ReturnType<typeof chunk.get>> {
  const c = chunk.get()
  if (!c) throw new Error('@strata/layers-text: GSAP is used before its chunk arrived')
  return c
}

/** GSAP, for the layers that waited for it. */
export function gsapLoaded(): GsapObject {
  return loaded().gsap
}

/** `buildScene` (build.ts), which arrives with GSAP: for the layers that waited for it. */
export function sceneBuilder(): BuildScene {
  return loaded().scenes
}

/**
 * The ease named `name`: GSAP's core eases from core's table, so a fade needs no GSAP; any other
 * name (an ease the page registered with GSAP) from GSAP once it is here. GSAP looks names up in a
 * plain object, so a name every object has (`constructor`...) is no ease.
 */
export function easeOf(name: string): ((progress: number) => number) | undefined {
  const own = easeNamed(name)
  if (own || (name.split(/[.(]/)[0] ?? '') in Object.prototype) return own
  const found = gsapNow()?.parseEase(name)
  return typeof found === 'function' ? found : undefined
}

/** Drops the scenes' parent (build.ts) once no scene is in it: at a slider's destroy. */
export function dropSceneParent(): void {
  chunk.get()?.drop()
}
