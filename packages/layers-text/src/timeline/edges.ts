import { GLOBAL_SLIDE_CLASS, SLIDE_CLASS } from '@strata/core'

/**
 * Keyframe `x` / `y` words (issue #15, the exports' "from" positions):
 * - `left`, `right` (x), `top`, `bottom` (y): from beyond that edge of the stage: the layer's
 *   box sits just outside it;
 * - `(left)`, `(right)`, `(top)`, `(bottom)`: from beyond that edge of the layer's own box (or of
 *   its mask): one own width or height that way (`-100%` / `100%`);
 * - `mid`, `middle`, `center`, `c`: the layer centred on the stage on that axis.
 * Stage words are measured from the layout when the tween starts (a GSAP function value), in
 * drawn px, so they are not multiplied by the grid scale.
 */
export type Axis = 'x' | 'y'

const OWN: Record<Axis, Record<string, string>> = {
  x: { '(left)': '-100%', '(right)': '100%' },
  y: { '(top)': '-100%', '(bottom)': '100%' },
}
export const STAGE: Record<Axis, readonly string[]> = {
  x: ['left', 'right'],
  y: ['top', 'bottom'],
}
export const MIDDLE = ['mid', 'middle', 'center', 'centre', 'c']

/** A layout box: position inside the stage, size, and the stage's size (px). */
export interface EdgeBox {
  left: number
  top: number
  width: number
  height: number
  stageWidth: number
  stageHeight: number
}

/** The px offset that puts `box` at `word`'s place on `axis` (from where it is laid out). */
export function edgeOffset(word: string, axis: Axis, box: EdgeBox): number {
  const [start, size, stage] =
    axis === 'x' ? [box.left, box.width, box.stageWidth] : [box.top, box.height, box.stageHeight]
  if (word === 'left' || word === 'top') return -(start + size)
  if (word === 'right' || word === 'bottom') return stage - start
  return stage / 2 - (start + size / 2)
}

const STAGES = `.${SLIDE_CLASS}, .${GLOBAL_SLIDE_CLASS}`

/**
 * Where `el` is laid out inside its slide (offsets ignore transforms, so the offset is measured
 * from the layer's rest, whatever its tweens or a carousel's scale do), and the slide's size.
 */
export function layoutBox(el: Element): EdgeBox {
  const html = el as HTMLElement
  const stage = el.closest(STAGES) as HTMLElement | null
  let left = 0
  let top = 0
  let node: HTMLElement | null = html
  while (node && node !== stage && stage?.contains(node)) {
    left += node.offsetLeft + (node === html ? 0 : node.clientLeft)
    top += node.offsetTop + (node === html ? 0 : node.clientTop)
    node = node.offsetParent as HTMLElement | null
  }
  return {
    left,
    top,
    width: html.offsetWidth ?? 0,
    height: html.offsetHeight ?? 0,
    stageWidth: stage?.clientWidth ?? 0,
    stageHeight: stage?.clientHeight ?? 0,
  }
}

// Boxes measured together in the build's read phase (`primeBoxes`): a tween starting later reads
// them here rather than forcing a layout per layer after other tweens wrote (docs/performance.md).
let primed = new WeakMap<Element, EdgeBox>()

/** Measures `els` now, in one read (no write in between), for the edge words of their tweens. */
export function primeBoxes(els: Iterable<Element>): void {
  for (const el of els) primed.set(el, layoutBox(el))
}

/** Forgets every primed box (the layout changed: measure again when tweens start). */
export function forgetBoxes(): void {
  primed = new WeakMap()
}

function measureBox(el: Element): EdgeBox {
  return primed.get(el) ?? layoutBox(el)
}

/** A GSAP value: a number, a `%` string, or a function of the target measured when it starts. */
export type EdgeValue = string | ((index: number, target: Element) => number)

/**
 * The keyframe value of an edge or alignment word on `axis`, or undefined when `raw` is none.
 * `measure` is injectable for tests.
 */
export function edgeValue(
  raw: string,
  axis: Axis,
  measure: (el: Element) => EdgeBox = measureBox,
): EdgeValue | undefined {
  const word = raw.trim().toLowerCase()
  const own = OWN[axis][word]
  if (own) return own
  if (!STAGE[axis].includes(word) && !MIDDLE.includes(word)) return undefined
  return (_i, target) => Math.round(edgeOffset(word, axis, measure(target)) * 100) / 100
}
