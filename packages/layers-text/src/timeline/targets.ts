import type { SplitText } from 'gsap/SplitText'
import { splitText } from './split'
import { SPLITS, type Track, type TrackName } from './tracks'

/** What each track moves inside one layer element. */
export interface LayerTargets {
  get(track: TrackName): Element[]
  /** Every element a track moves, once each. */
  all(): Element[]
  /** Writes `origin` as the inline transform-origin of `track`'s elements (undone by revert). */
  pin(track: TrackName, origin: string): void
  /** The transform-origin `pin` wrote on `el`, if any. */
  pinned(el: Element): string | undefined
  /**
   * Writes `will-change` on `track`'s elements (undone by revert): a layer whose opacity moves
   * to or from 1 would otherwise gain or lose its own paint layer, a layout each time.
   */
  promote(track: TrackName, properties: string): void
  /** Marks `track`'s elements as moving opacity (see `readOpacity`). */
  fade(track: TrackName): void
  /**
   * Reads the computed opacity of the marked elements that have none inline and returns the
   * write that puts it there (undone by revert). GSAP's first tween of an element reads its
   * start opacity inline when there is one, else from the computed style: after other tweens'
   * writes, that read forces a style recalculation each time (issue #25). The timelines read
   * every layer of a slide, then write.
   */
  readOpacity(): () => void
  /**
   * Which wrappers and split pieces these are, and whether their split follows the layout
   * (`createTargets` reuses the targets of a layer built again when it is the same and does not).
   */
  readonly shape: string
  /** Undoes the inline writes (origins, will-change, opacity); the wrappers and split stay. */
  clear(): void
  /** Undoes the writes, the wrappers and the split: the layer's children are as they were. */
  revert(): void
}

/**
 * Wrappers, outermost first, made inside the layer only when a track needs them: the mask
 * clips (overflow), the loop and pan tracks move their own box so they never fight the content
 * track over the layer's transform. They take the layer's box and its flow (display inherit).
 */
const WRAPS = ['mask', 'loop', 'pan'] as const

function wrap(parent: HTMLElement, name: string, overflow?: string): HTMLElement {
  const el = document.createElement('div')
  el.className = `strata-layer-${name}`
  el.style.cssText =
    'display:inherit;flex-direction:inherit;flex-wrap:inherit;align-items:inherit;justify-content:inherit;gap:inherit;width:100%;height:100%'
  if (overflow) el.style.overflow = overflow
  el.append(...parent.childNodes)
  parent.append(el)
  return el
}

/** Layer elements whose role may carry an aria-label (headings, links, buttons). */
const NAMED = /^(H[1-6]|A|BUTTON)$/

const NONE: readonly Element[] = []

/** The individual transform properties GSAP folds into `transform` (see `pin`). */
const INDIVIDUAL = ['translate', 'scale', 'rotate'] as const
type IndividualTransform = (typeof INDIVIDUAL)[number]

/** The first track of that name. */
function find(tracks: readonly Track[], name: TrackName): Track | undefined {
  for (let i = 0; i < tracks.length; i++) if ((tracks[i] as Track).name === name) return tracks[i]
}

/**
 * Builds the wrappers and the split the layer's tracks need (SplitText for words/lines/chars).
 * Index loops and no set of names (issue #25): every built layer's targets are made here, mostly
 * before V8 optimises it.
 */
export function createTargets(
  element: HTMLElement,
  tracks: readonly Track[],
  canSplit: boolean,
  previous?: LayerTargets,
): LayerTargets {
  const wraps: (typeof WRAPS)[number][] = []
  for (let i = 0; i < WRAPS.length; i++) {
    const name = WRAPS[i] as (typeof WRAPS)[number]
    if (find(tracks, name)) wraps.push(name)
  }
  // SplitText is there when the layer is built (the timelines wait for its chunk, split.ts).
  const Split = splitText()
  const kinds: (typeof SPLITS)[number][] = []
  for (let i = 0; canSplit && Split && i < SPLITS.length; i++) {
    const kind = SPLITS[i] as (typeof SPLITS)[number]
    if (find(tracks, kind)) kinds.push(kind)
  }
  const shape = `${wraps}|${kinds}`
  // A layer built again for a new level keeps its wrappers and word or char split (no split
  // undone and made again, a forced layout each: issue #25); lines break anew.
  if (previous?.shape === shape && !/lines|\|chars$/.test(shape)) {
    previous.clear()
    return previous
  }
  previous?.revert()
  const made: HTMLElement[] = []
  let inner = element
  // One list for the three tracks that move the element (no one changes a target list).
  const self = [element]
  const byName = new Map<TrackName, Element[]>()
    .set('content', self)
    .set('filter', self)
    .set('clip', self)
  for (let i = 0; i < wraps.length; i++) {
    const name = wraps[i] as (typeof WRAPS)[number]
    const overflow = name === 'mask' ? (find(tracks, name)?.overflow ?? 'hidden') : undefined
    inner = wrap(inner, name, overflow)
    made.push(inner)
    byName.set(name, [inner])
  }
  let split: SplitText | undefined
  let spoken: HTMLElement | undefined
  if (kinds.length && Split) {
    const text = inner.textContent ?? ''
    // A heading, link or button split itself takes the text as its aria-label (allowed on those
    // roles) and SplitText hides the pieces. Elsewhere the split element is hidden and a visually
    // hidden copy beside it says the text once: an aria-label on a generic element is not allowed
    // (axe aria-prohibited-attr), and letter-by-letter pieces would be read one by one.
    const named = inner === element && NAMED.test(element.tagName)
    split = Split.create(inner, {
      type: kinds.join(','),
      tag: 'span',
      aria: named ? 'auto' : 'hidden',
    })
    for (const k of kinds) byName.set(k, split[k])
    if (!named) {
      spoken = inner.ownerDocument.createElement('span')
      spoken.className = 'strata-sr-only'
      spoken.textContent = text
      spoken.style.cssText =
        'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap'
      inner.after(spoken)
    }
  }
  const pins = new Map<HTMLElement, { origin: string; was: string; parts: IndividualTransform[] }>()
  const promoted = new Map<HTMLElement, string>()
  const fading = new Set<HTMLElement>()
  const written: HTMLElement[] = []
  const clear = () => {
    for (const [el, { was, parts }] of pins) {
      el.style.transformOrigin = was
      for (const p of parts) el.style[p] = ''
    }
    for (const [el, was] of promoted) el.style.willChange = was
    for (const el of written.splice(0)) el.style.opacity = ''
    pins.clear()
    promoted.clear()
    fading.clear()
  }
  return {
    get: (track) => byName.get(track) ?? [],
    pin(track, origin) {
      // Index loops: every built layer's targets are pinned, mostly before V8 optimises this
      // (issue #25: no closure or iterator a target).
      const els = byName.get(track) ?? NONE
      for (let i = 0; i < els.length; i++) {
        const el = els[i]
        if (!(el instanceof HTMLElement) || pins.has(el)) continue
        const { style } = el
        const parts: IndividualTransform[] = []
        for (let j = 0; j < INDIVIDUAL.length; j++) {
          const p = INDIVIDUAL[j] as IndividualTransform
          if (!style[p]) parts.push(p)
        }
        pins.set(el, { origin, was: style.transformOrigin, parts })
        style.transformOrigin = origin
        // GSAP folds translate / scale / rotate into its transform and writes them `none` when it
        // first reads the element: written now, that write changes nothing and dirties no layout.
        for (let j = 0; j < parts.length; j++) style[parts[j] as IndividualTransform] = 'none'
      }
    },
    pinned: (el) => pins.get(el as HTMLElement)?.origin,
    promote(track, properties) {
      const els = byName.get(track) ?? NONE
      for (let i = 0; i < els.length; i++) {
        const el = els[i]
        if (!(el instanceof HTMLElement) || promoted.has(el)) continue
        promoted.set(el, el.style.willChange)
        el.style.willChange = properties
      }
    },
    fade(track) {
      const els = byName.get(track) ?? NONE
      for (let i = 0; i < els.length; i++) {
        const el = els[i]
        if (el instanceof HTMLElement) fading.add(el)
      }
    },
    readOpacity() {
      // `forEach`, no destructuring: every built layer reads and writes here before V8 optimises it.
      const read: { el: HTMLElement; value: string }[] = []
      fading.forEach((el) => {
        // An element out of the document has no computed value: nothing to write.
        const value = el.style.opacity ? '' : getComputedStyle(el).opacity
        if (value) read.push({ el, value })
      })
      return () =>
        read.forEach(({ el, value }) => {
          el.style.opacity = value
          written.push(el)
        })
    },
    shape,
    clear,
    all() {
      // Each element once, in the order of the tracks: no lists of lists or set (issue #25).
      const out: Element[] = []
      byName.forEach((els) => {
        for (let i = 0; i < els.length; i++) {
          const el = els[i] as Element
          if (!out.includes(el)) out.push(el)
        }
      })
      return out
    },
    revert() {
      clear()
      spoken?.remove()
      split?.revert()
      for (const el of made.reverse()) el.replaceWith(...el.childNodes)
    },
  }
}
