import type { NavItems } from '../types'
import type { ItemWindow } from './item-window'
/** docs/behaviour.md §9 "Small-screen thumb scale from 480 to 980 px width". */
export const THUMB_SCALE_FROM = 480
export const THUMB_SCALE_TO = 980

/**
 * Thumb and tab scale for a module width: full size from 980 px up, shrinking linearly with the
 * width below that, and no smaller than at 480 px (480 / 980 ≈ 0.49).
 */
export function thumbScale(width: number): number {
  const w = Math.min(THUMB_SCALE_TO, Math.max(THUMB_SCALE_FROM, width))
  return w / THUMB_SCALE_TO
}

export interface Fit {
  /** Slides with an item. */
  count: number
  /** Most items visible (`maxVisible`). */
  max: number
  /** Room along the row, px. */
  space: number
  /** Item length along the row, px (already scaled). */
  item: number
  /** Gap between items, px. */
  gap: number
}

/**
 * docs/behaviour.md §5 "Nav thumb count is capped by max and by available space": how many items show.
 * At least one while there are slides, so the current one is always reachable.
 */
export function visibleItems({ count, max, space, item, gap }: Fit): number {
  if (count <= 0) return 0
  const room = Math.floor((space + gap) / Math.max(1, item + gap))
  return Math.max(1, Math.min(count, max, room))
}

/** First item shown so the current one is in view, as centred as the ends allow. */
export function firstVisible(current: number, visible: number, count: number): number {
  const start = current - Math.floor(visible / 2)
  return Math.max(0, Math.min(Math.max(0, count - visible), start))
}

/**
 * Caps a thumbs or tabs row (docs/behaviour.md §5) to what fits in `length` px of module less the
 * wrapper's padding and margin, and sizes its box to the items shown.
 */
export function fitRow(
  box: HTMLElement,
  view: Pick<ItemWindow, 'total' | 'fit'>,
  data: Pick<NavItems, 'direction' | 'gap' | 'maxVisible' | 'wrapper'>,
  length: number,
  item: number,
): void {
  const { gap, wrapper } = data
  const space = length - 2 * (wrapper.padding + wrapper.margin)
  const shown = visibleItems({ count: view.total, max: data.maxVisible, space, item, gap })
  view.fit(shown, item + gap)
  const run = shown * item + Math.max(0, shown - 1) * gap + 2 * wrapper.padding
  box.style[data.direction === 'vertical' ? 'height' : 'width'] = `${run}px`
}
