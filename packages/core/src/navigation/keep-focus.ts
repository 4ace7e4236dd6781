/*
 * Focus across `slider.removeSlide` (docs/behaviour.md §4), in the removal's chunk. A plugin may
 * draw its controls again at `slide:remove` (nav draws its bullets, tabs and thumbnails for the
 * slides left): a control that had focus is then gone, and focus would fall to the page's body,
 * so a keyboard visitor would start again from the top of the page. Types only are imported, so
 * the chunk stays one file.
 */

/**
 * Notes where focus is before slide `removed` is taken out of `root`, when it is on a control of
 * the module outside its slides' `track` (focus inside a slide stays with the slides' own rules),
 * and watches the root from then on until focus is somewhere. Its first look comes after the
 * removal and `slide:remove`'s handlers, which run at once. Focus that was lost goes to the
 * control of the same kind for the same slide (`data-index`, moved down one past the removed
 * slide; the removed slide's control gives it to the one now in its place), else at the same
 * place among its kind, else to the last of its kind. A control drawn later (a kind whose code
 * loads on demand: nav's thumbnails come back some ms after the rest) is waited for;
 * `untilDestroyed` calls `stop` when the module is gone.
 */
export function keepFocus(
  root: Element,
  track: Element,
  removed: number,
  untilDestroyed: (stop: () => void) => () => void,
): void {
  const doc = root.ownerDocument
  const was = doc.activeElement as HTMLElement | null
  if (!was || !root.contains(was) || track.contains(was)) return
  // What the control is, for finding the one drawn in its place: its first two classes.
  const [first, second] = was.classList
  if (!first) return
  const all = () =>
    [...root.getElementsByClassName(first)].filter(
      (el) => el.classList[1] === second,
    ) as HTMLElement[]
  const place = all().indexOf(was)
  const { index } = was.dataset
  const slide = index && `${+index > removed ? +index - 1 : index}`
  const watch = new MutationObserver(() => {
    const list = all()
    const lost = !doc.activeElement || doc.activeElement === doc.body
    if (lost && !list.length) return
    if (lost) {
      const next = slide ? list.find((el) => el.dataset.index === slide) : list[place]
      // Where the control that had it was: nothing to scroll to (a thumbnail strip stays put).
      ;(next ?? list.at(-1))?.focus({ preventScroll: true })
    }
    stop()
  })
  const stop = () => {
    watch.disconnect()
    off()
  }
  const off = untilDestroyed(stop)
  watch.observe(root, { childList: true, subtree: true })
}
