import type { ModuleModel } from '../types/model'
import type { Navigator, NavigatorDeps } from './navigator'

/**
 * Takes slide `index` out of `model.slides` (in place, so everything holding the list sees it):
 * later slides move down one index, and `model.hidden` follows.
 */
export function takeOutSlide(model: ModuleModel, index: number): void {
  const { slides } = model
  slides.splice(index, 1)
  for (let i = index; i < slides.length; i++) (slides[i] as { index: number }).index = i
  model.hidden = model.hidden.flatMap((h) =>
    h.index === index ? [] : [h.index > index ? { ...h, index: h.index - 1 } : h],
  )
}

/**
 * SPEC §4 "Removing the current slide moves to the next". Call it once the slide at `index` was
 * taken out of the navigator's `slides` (in place) and no change is running: later indices shift
 * down, `count` follows, `slide:remove` is sent; if it was the current one, the next slide (now
 * at its place, else the first) shows like the first slide did (from -1, not waiting for the
 * viewport or the navigation delay).
 */
export function removeSlide(
  index: number,
  navigator: Pick<Navigator, 'show'>,
  {
    getState,
    setState,
    navigable,
    emit,
    slides,
  }: Pick<NavigatorDeps, 'getState' | 'setState' | 'navigable' | 'emit' | 'slides'>,
): void {
  const { index: current, prevIndex } = getState()
  const shift = (i: number) => (i > index ? i - 1 : i === index ? -1 : i)
  setState({ index: shift(current), prevIndex: shift(prevIndex), count: slides.length })
  emit('slide:remove', { index })
  if (current !== index) return
  const nav = navigable()
  const next = nav.find((i) => i >= index) ?? nav[0]
  // The current index is -1 now, so `show` treats it as a first slide.
  if (next !== undefined) void navigator.show(next)
}
