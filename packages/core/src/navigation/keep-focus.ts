/*
 * Focus across `slider.removeSlide` (docs/behaviour.md §4), in the removal's chunk. A plugin may
 * draw its controls again at `slide:remove` (nav draws its bullets, tabs and thumbnails for the
 * slides left): a control that had focus is then gone, and focus would fall to the page's body,
 * so a keyboard visitor would start again from the top of the page. The same holds for focus
 * inside the removed slide. Types only are imported, so the chunk stays one file.
 */

/** How long focus lost with a control waits for the control drawn in its place, ms. */
export const FOCUS_WAIT = 1000

/**
 * Notes where focus is before slide `removed` (its element `gone`, if built) is taken out of
 * `root`, and watches the root from then on until focus is somewhere. Its first look comes after
 * the removal and `slide:remove`'s handlers, which run at once.
 * - On a control of the module outside its slides' `track`: focus that was lost goes to the
 *   control of the same kind for the same slide (`data-index`, moved down one past the removed
 *   slide; the removed slide's control gives it to the one now in its place), else at the same
 *   place among its kind, else to the last of its kind. A control drawn later (a kind whose code
 *   loads on demand: nav's thumbnails come back some ms later than the rest) is waited for,
 *   `FOCUS_WAIT` ms at most; then focus goes to the module's region, as below.
 * - Inside the removed slide: to the track if it is focusable (a carousel's), else to the
 *   module's region, focusable (`tabindex="-1"`) until focus leaves it. The slide shown in its
 *   place may still be hidden then. Focus inside another slide stays with the slides' own rules.
 * `untilDestroyed` calls `stop` when the module is gone.
 */
export function keepFocus(
  root: HTMLElement,
  track: HTMLElement,
  removed: number,
  gone: Element | undefined,
  untilDestroyed: (stop: () => void) => () => void,
): void {
  const doc = root.ownerDocument
  const was = doc.activeElement as HTMLElement | null
  if (!was || !root.contains(was)) return
  const inSlide = track.contains(was)
  if (inSlide && !gone?.contains(was)) return
  // What the control is, for finding the one drawn in its place: its first two classes.
  const [first, second] = was.classList
  if (!inSlide && !first) return
  const kind = () =>
    [...root.getElementsByClassName(first as string)].filter(
      (el) => el.classList[1] === second,
    ) as HTMLElement[]
  const place = inSlide ? -1 : kind().indexOf(was)
  const { index } = was.dataset
  const slide = index && `${+index > removed ? +index - 1 : index}`
  /** Where lost focus goes; none while the control is not drawn (yet). */
  const target = (): HTMLElement | undefined => {
    if (inSlide) return track.tabIndex < 0 ? root : track
    const list = kind()
    return (slide ? list.find((el) => el.dataset.index === slide) : list[place]) ?? list.at(-1)
  }
  const lost = () => !doc.activeElement || doc.activeElement === doc.body
  const give = (to: HTMLElement) => {
    // The region takes focus only while it holds it: no Tab stop is left behind.
    if (to === root && !root.hasAttribute('tabindex')) {
      root.tabIndex = -1
      root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true })
    }
    // Where the control that had it was: nothing to scroll to (a thumbnail strip stays put).
    to.focus({ preventScroll: true })
    stop()
  }
  const watch = new MutationObserver(() => {
    if (!lost()) return stop()
    const to = target()
    if (to) give(to)
  })
  const win = doc.defaultView
  // A kind whose code never comes (its chunk failed), or that is no longer drawn: once
  // `FOCUS_WAIT` ms have passed, the region takes focus lost meanwhile.
  const late = win?.setTimeout(() => (lost() ? give(root) : stop()), FOCUS_WAIT)
  const stop = () => {
    watch.disconnect()
    off()
    win?.clearTimeout(late)
  }
  const off = untilDestroyed(stop)
  watch.observe(root, { childList: true, subtree: true })
}
