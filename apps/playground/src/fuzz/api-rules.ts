import type { Slider } from '@strata/core'

/**
 * What a slider driven by the API fuzz (api-main.ts) may never break, read from the slider and
 * its markup (docs/behaviour.md §4): at every moment its state, its slides and nav's controls
 * agree; at rest each built slide has one background and the current slide is the one shown. A
 * destroyed slider keeps nothing in its host.
 */
export function sliderFaults(
  slider: Slider,
  host: HTMLElement,
  {
    atRest,
    destroyed,
    mediaPlayed = false,
  }: { atRest: boolean; destroyed: boolean; mediaPlayed?: boolean },
): string[] {
  if (destroyed)
    return host.childElementCount ? [`destroyed, yet ${host.childElementCount} children left`] : []
  const { index, count, ready } = slider.state
  const slides = slider.module?.slides
  if (!ready || !slides) return []
  const faults: string[] = []
  if (count !== slides.length) faults.push(`state.count ${count}, module.slides ${slides.length}`)
  if (index < -1 || index >= Math.max(count, 1)) faults.push(`state.index ${index} of ${count}`)
  // The module's own slides: a stream or a pop-up holds no module of its own inside.
  const drawn = [...host.querySelectorAll<HTMLElement>('.strata-slide[data-index]')]
  for (const el of drawn) {
    const at = Number(el.dataset.index)
    if (!(at >= 0 && at < count))
      faults.push(`a slide drawn at index ${el.dataset.index} of ${count}`)
    else if (el.dataset.slideId !== slides[at]?.id)
      faults.push(`slide ${at} drawn with id ${el.dataset.slideId}, module's ${slides[at]?.id}`)
  }
  // Nav's bullets, tabs and thumbnails name slides by index too.
  for (const el of host.querySelectorAll<HTMLElement>('.strata-nav [data-index]'))
    if (!(Number(el.dataset.index) < count))
      faults.push(`a nav control for slide ${el.dataset.index} of ${count}`)
  if (!atRest || index < 0) return faults
  // bg-transitions draws one background in every built slide, and takes it with the slide.
  for (const el of drawn) {
    const bgs = el.querySelectorAll(':scope > .strata-bg').length
    if (bgs !== 1) faults.push(`at rest, slide ${el.dataset.index} with ${bgs} backgrounds`)
  }
  const current = drawn.filter((el) => el.getAttribute('aria-current') === 'true')
  // Media start with their slide and pause as it leaves (docs/behaviour.md §4); only the
  // site's own play call may start one on a slide that is not shown.
  for (const el of drawn)
    if (!mediaPlayed && !current.includes(el) && el.querySelector('[data-state="playing"]'))
      faults.push(`at rest, media playing on slide ${el.dataset.index}, not shown`)
  if (current.length !== 1) return [...faults, `at rest, ${current.length} current slides`]
  const [el] = current as [HTMLElement]
  const style = getComputedStyle(el)
  if (el.dataset.index !== `${index}`)
    faults.push(`at rest, slide ${el.dataset.index} current, state.index ${index}`)
  // A pop-up keeps its module hidden while closed.
  if (slider.plugin('modal')?.state() === 'hidden') return faults
  if (style.visibility !== 'visible' || el.inert) faults.push(`at rest, the current slide hidden`)
  if (style.opacity !== '1') faults.push(`at rest, the current slide at opacity ${style.opacity}`)
  return faults
}
