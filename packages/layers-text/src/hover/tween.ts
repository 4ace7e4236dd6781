import type { LayerModel } from '@strata/core'
import type { gsap as Gsap } from 'gsap'
import type { Clock } from '../timeline/clock'
import type { HoverEntry } from './index'
import { hoverOrigin, hoverVars, isRec, svgColour } from './vars'

/**
 * Plays the entry's last request on the module's clock: its hover look (the tween made or kept,
 * see `hoverTween`), or back to idle (the tween reversed). Here, not in `./index`: only modules
 * with a hover run it.
 */
export function playHover(
  el: HTMLElement,
  entry: HoverEntry,
  scale: number,
  gsap: typeof Gsap,
  clock: Pick<Clock, 'play'>,
): void {
  if (entry.wants === 'hover') {
    entry.tween = hoverTween(el, entry.model, scale, gsap, entry.tween)
    void clock.play(entry.tween, 1)
  } else if (entry.tween) void clock.play(entry.tween, -1)
}

/**
 * The hover chunk (loaded by `./index` at the first layer whose hover is on): a layer's hover
 * look as a paused timeline, its transform, opacity, colours and filter, and the fill of its
 * svg parts; `scale` is the layer grid's. `gsap` is the caller's: importing it here would make
 * GSAP a file of its own in a site's split bundle (see ./vars). `old`, the layer's timeline so
 * far, goes on if it has left idle; one back at idle is made again, as its px and the idle look
 * it reverses to were read when it was made, and a layout change since (a new scale, a level's
 * colour) may have kept the layer as it was.
 */
export function hoverTween(
  el: HTMLElement,
  model: LayerModel,
  scale: number,
  gsap: typeof Gsap,
  old?: gsap.core.Timeline,
): gsap.core.Timeline {
  if (old?.progress()) return old
  old?.kill()
  const hov = model.raw.hov ?? model.raw.hover
  const tl = gsap.timeline({ paused: true })
  const known = (name: string) => Boolean(gsap.parseEase(name))
  tl.to(el, hoverVars(model.hover, hoverOrigin(hov), scale, hov, known), 0)
  const svg = svgColour(isRec(hov) ? hov.svg : undefined)
  const paths = el.querySelectorAll('svg, svg *')
  if (svg && paths.length)
    tl.to(paths, { fill: svg, duration: model.hover.frame.duration / 1000 }, 0)
  return tl
}
