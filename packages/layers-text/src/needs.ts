import type { LayerModel } from '@strata/core'
import { isRec, nearSlides, parseBoolean, walkRecords } from '@strata/core/kit'
import { loadMeta, loadToggle } from './content'
import { loadLooks, looksChunk, usesLooks } from './css/looks-chunk'
import { loadGlobals } from './global-chunk'
import { hasMarkup, loadSanitizer, sanitizerReady } from './sanitize'
import { loadGsap } from './timeline/gsap-chunk'
import { tlNeedsGsap } from './timeline/gsap-needs'
import { loadLoops, tlLoops } from './timeline/loop-chunk'
import { loadSplit, tlSplits } from './timeline/split'

/** What a module's raw data asks of the on-demand chunks. */
export interface DataNeeds {
  /** Some layer text (`content.text`, `toggle|tog.text`) holds markup: the sanitiser. */
  markup: boolean
  /** Some layer timeline has a words, lines or chars track: SplitText (and GSAP). */
  split: boolean
  /** Some layer timeline has a scene GSAP moves (anything but a plain fade): GSAP. */
  gsap: boolean
  /** Some layer timeline has a scene that never ends (a loop, a keyframe repeating forever): the loop sampler, with GSAP. */
  loops: boolean
  /** Some layer has a box or text shadow, a text stroke, a spike or an overlay: css/looks. */
  looks: boolean
  /** Some layer text has a `{{placeholder}}`: content/meta. */
  meta: boolean
  /** Some layer has a toggle text (`toggle|tog.text`): content/toggle. */
  toggle: boolean
  /** Some slide is global (static): the global layers' chunk. */
  globals: boolean
}

function textOf(v: unknown): string {
  return isRec(v) && typeof v.text === 'string' ? v.text : ''
}
/** A look switched on (`{ use }` not false) in a raw layer record, as the normaliser reads it. */
function on(v: unknown): boolean {
  return isRec(v) && !!v.use && v.use !== 'false' && v.use !== '0'
}
/** A spike edge other than none (`left|l`, `right|r`). */
function spiked(v: unknown): boolean {
  return isRec(v) && [v.left, v.l, v.right, v.r].some((e) => typeof e === 'string' && e !== 'none')
}

/**
 * Whether some slide entry says it is global, as core's reader takes it: `global` on the entry,
 * else in its `slide` record. Every slide is looked at (a global one may sit anywhere in the
 * order, where `nearSlides` keeps only those that say it on the entry); layer records are not.
 */
function hasGlobal(data: unknown): boolean {
  return Object.values((isRec(data) && data.slides) || {}).some(
    (e) =>
      isRec(e) &&
      !!parseBoolean(Object.hasOwn(e, 'global') ? e.global : isRec(e.slide) && e.slide.global),
  )
}

/**
 * Walks the raw module data (the slides it builds first: core's `nearSlides`; global slides,
 * however they are nested or spelled) for layer records, as the normaliser reads them:
 * `content.text`, `toggle.text` / `tog.text` (markup, placeholders), `tl` scenes (splits, and
 * scenes GSAP moves) and the style looks. Stops as soon as all are found.
 */
export function dataNeeds(data: unknown): DataNeeds {
  const needs: DataNeeds = {
    markup: false,
    split: false,
    gsap: false,
    loops: false,
    looks: false,
    meta: false,
    toggle: false,
    globals: hasGlobal(data),
  }
  // Each check stops once its need is found, and first reads whether the record has the keys it
  // looks at: most records are not layers (positions, fonts, timelines' parts), a real export
  // has a few thousand, and calls on each of them were a fifth of a load's (issue #25).
  walkRecords(nearSlides(data), (v) => {
    const { content, toggle, tog, tl, boxShadow, textShadow, textStroke, overlay, spike } = v
    if ((!needs.markup || !needs.meta) && (content || toggle || tog)) {
      const text = textOf(content) + textOf(toggle) + textOf(tog)
      if (hasMarkup(text)) needs.markup = true
      if (text.includes('{{')) needs.meta = true
    }
    if (textOf(toggle) || textOf(tog)) needs.toggle = true
    if (tl) {
      if (!needs.split && tlSplits(tl)) needs.split = true
      if (!needs.gsap && tlNeedsGsap(tl)) needs.gsap = true
      if (!needs.loops && tlLoops(tl)) needs.loops = true
    }
    // Most records have none of the looks' keys: their checks run only for a key that is there.
    if (!needs.looks && (boxShadow || textShadow || textStroke || overlay || spike))
      needs.looks =
        on(boxShadow) || on(textShadow) || on(textStroke) || on(overlay) || spiked(spike)
    return (
      needs.markup &&
      needs.split &&
      needs.gsap &&
      needs.loops &&
      needs.looks &&
      needs.meta &&
      needs.toggle
    )
  })
  return needs
}

/** Loads the chunks `needs` names (the plugin's `prepare`, before the first paint). */
export async function loadNeeds(needs: DataNeeds): Promise<void> {
  await Promise.all([
    needs.markup && loadSanitizer(),
    needs.split && loadSplit(),
    needs.gsap && loadGsap(),
    // A loop that only fades is the browser's without it (fade-scene.ts).
    needs.gsap && needs.loops && loadLoops(),
    needs.looks && loadLooks(),
    needs.meta && loadMeta(),
    needs.toggle && loadToggle(),
    needs.globals && loadGlobals(),
  ])
}

/**
 * The load of the chunks built `layers` use that are not in yet (data that came after
 * `prepare`: slides added later, feeds), or undefined when none is missing: the plugin builds
 * or lays them out again once it resolves.
 */
export function chunksFor(layers: readonly LayerModel[]): Promise<unknown> | undefined {
  const loads: Promise<unknown>[] = []
  if (!sanitizerReady() && layers.some((l) => hasMarkup(l.content.text + l.toggle.text)))
    loads.push(loadSanitizer())
  if (!looksChunk() && layers.some((l) => usesLooks(l.style))) loads.push(loadLooks())
  return loads.length ? Promise.all(loads) : undefined
}
