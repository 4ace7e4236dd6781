import type { Navigator, NavigatorDeps } from './navigator'

/**
 * SPEC §4 "Removing the current slide moves to the next". Call it once the slide at `index` was
 * taken out of the navigator's `slides` (in place): later indices shift down; if it was the
 * current one, the next slide (now at its place, else the first) shows like the first slide did
 * (from -1, not waiting for the viewport; queued behind a running change).
 */
export function removeSlide(
  index: number,
  navigator: Pick<Navigator, 'show'>,
  { getState, setState, navigable }: Pick<NavigatorDeps, 'getState' | 'setState' | 'navigable'>,
): void {
  const { index: current, prevIndex } = getState()
  const shift = (i: number) => (i > index ? i - 1 : i === index ? -1 : i)
  setState({ index: shift(current), prevIndex: shift(prevIndex) })
  if (current !== index) return
  const nav = navigable()
  const next = nav.find((i) => i >= index) ?? nav[0]
  // The current index is -1 now, so `show` treats it as a first slide.
  if (next !== undefined) void navigator.show(next)
}
