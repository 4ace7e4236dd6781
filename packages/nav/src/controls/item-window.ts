import { firstVisible } from './thumb-fit'

/** What a strip of thumbs or tabs shows through its box. */
export interface ItemWindow {
  /** Items in the strip. */
  total: number
  /** Items in view now. */
  shown(): number
  /** `count` items fit; each takes `step` px along the row (item plus gap). */
  fit(count: number, step: number): void
  /** Slides the strip so the item at `pos` is in view, as centred as the ends allow. */
  follow(pos: number): void
}

/**
 * A strip of items seen through its clipping box (docs/behaviour.md §3 "max visible m"): slid with a
 * transform, never scrolled, so only transform animates. Items out of view get
 * `data-visible="false"`; with `inert` they also leave the tab order and the accessibility tree
 * (thumbs), without it they stay reachable and whoever focuses one follows it (tabs).
 */
export function itemWindow(
  strip: HTMLElement,
  items: readonly HTMLElement[],
  vertical: boolean,
  inert: boolean,
): ItemWindow {
  let shown = 0
  let step = 0
  let pos = 0
  const apply = () => {
    const first = firstVisible(pos, shown, items.length)
    const offset = -first * step
    strip.style.transform = vertical ? `translateY(${offset}px)` : `translateX(${offset}px)`
    items.forEach((b, i) => {
      const out = i < first || i >= first + shown
      if (inert) b.toggleAttribute('inert', out)
      b.dataset.visible = `${!out}`
    })
  }
  return {
    total: items.length,
    shown: () => shown,
    fit(count, itemStep) {
      shown = count
      step = itemStep
      apply()
    },
    follow(at) {
      pos = Math.max(0, at)
      apply()
    },
  }
}
