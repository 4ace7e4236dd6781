/**
 * Marks slide `index` as the current one among the built slides (`aria-current`, `data-active`),
 * as core does once every plugin's transition has ended.
 */
export function markCurrent(slides: ReadonlyMap<number, HTMLElement>, index: number): void {
  for (const [i, el] of slides)
    for (const name of ['aria-current', 'data-active'])
      if (i === index) el.setAttribute(name, 'true')
      else el.removeAttribute(name)
}

/**
 * The slide in focus. A carousel's strip lands before core's change ends when another plugin's
 * transition outlasts it (a layer's out, a background's): the slide it lands on is marked current
 * then, not some 200 ms later at `slide:after` (issue #25); core's own marks agree at its end.
 * `current`: core's current index.
 */
export function createLanding(slides: ReadonlyMap<number, HTMLElement>, current: () => number) {
  let landed = -1
  return {
    /** The slide the strip rests on: the landed one until core's change ends, else core's. */
    focused: (): number => (landed < 0 ? current() : landed),
    land(index: number): void {
      landed = index
      markCurrent(slides, index)
    },
    /** Core marked its current one again (it built slides): the landed slide takes the mark back. */
    keep(): void {
      if (landed >= 0) markCurrent(slides, landed)
    },
    /** Core's change ended (`slide:after`): its current slide is the landed one. */
    end(): void {
      landed = -1
    },
  }
}
