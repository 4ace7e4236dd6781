import type { LayerModel } from '@strata/core'
import { isRec } from '@strata/core/kit'
import type { SplitText as SplitTextClass } from 'gsap/SplitText'
import { loadGsap } from './gsap-chunk'
import { SPLITS } from './tracks'

// SplitText is a chunk of its own: loaded by the plugin's `prepare` when the module's data has
// words, lines or chars tracks, else the first time a layer needs it (docs/performance.md).
let split: typeof SplitTextClass | undefined
let loading: Promise<void> | undefined

/** SplitText once its chunk has arrived (`loadSplit`), else undefined. */
export function splitText(): typeof SplitTextClass | undefined {
  return split
}

/**
 * Makes the page's first `Intl.Segmenter` while the chunks are on their way. SplitText makes one
 * as its module is evaluated, and a renderer's first costs 12 to 22 ms in Chromium (V8's first
 * use of Intl); made here it overlaps the chunks' round trip instead of following it, and
 * SplitText's then costs nothing (docs/performance-log.md, "Twentieth session"). Made at once, it
 * held back the requests of the plugins whose `prepare` runs after this one (core runs them all
 * in one turn) by as long: the real-export row's 3D and pan chunks went out 20 ms late. So it
 * waits for the end of that turn and then for the microtasks the turn queued, among them the
 * first background image's request, which an image starts in a microtask ("Twenty-fifth
 * session").
 */
function warmSegmenter() {
  try {
    if ('Segmenter' in Intl) new Intl.Segmenter()
  } catch {}
}

/** Loads GSAP and SplitText and registers it (once). */
export function loadSplit(): Promise<void> {
  if (loading) return loading
  loading = Promise.all([loadGsap(), import('gsap/SplitText')]).then(
    ([gsap, m]) => {
      gsap.registerPlugin(m.SplitText)
      split = m.SplitText
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  queueMicrotask(() => queueMicrotask(warmSegmenter))
  return loading
}

/** Layer types whose text can be split. */
export const SPLITTABLE: ReadonlySet<string> = new Set(['text', 'button'])

/**
 * Whether a timeline (`tl`, raw) has a words, lines or chars track in any scene. Index loops, no
 * arrow a scene: every layer of the slides built first is read here before V8 optimises it
 * (docs/performance-log.md, "Forty-third session").
 */
export function tlSplits(tl: unknown): boolean {
  if (!isRec(tl)) return false
  const scenes = Object.values(tl)
  for (let i = 0; i < scenes.length; i++) {
    const scene = scenes[i]
    if (isRec(scene))
      for (let k = 0; k < SPLITS.length; k++) if (isRec(scene[SPLITS[k] as string])) return true
  }
  return false
}

/** Whether building this layer's timelines needs SplitText. */
export function needsSplit(model: LayerModel): boolean {
  return SPLITTABLE.has(model.type) && tlSplits(model.raw.tl)
}

/**
 * Whether this layer's split reads the layout: lines are found by where words sit, and a
 * chars-only split slices nested elements where their lines break. A words split does not, so
 * it can be made before the layer is in the page.
 */
export function splitMeasures(model: LayerModel): boolean {
  if (!needsSplit(model) || !isRec(model.raw.tl)) return false
  const names = new Set(
    Object.values(model.raw.tl).flatMap((s) => (isRec(s) ? Object.keys(s) : [])),
  )
  return names.has('lines') || (names.has('chars') && !names.has('words'))
}
