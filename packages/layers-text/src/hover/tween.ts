import type { LayerModel } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { gsap } from 'gsap'
import { hoverOrigin, hoverVars, svgColour } from './vars'

/**
 * The hover chunk (loaded by `./index` at the first layer whose hover is on): a layer's hover
 * look as a paused timeline, its transform, opacity, colours and filter, and the fill of its
 * svg parts; `scale` is the layer grid's.
 */
export function hoverTween(el: HTMLElement, model: LayerModel, scale: number): gsap.core.Timeline {
  const hov = model.raw.hov ?? model.raw.hover
  const tl = gsap.timeline({ paused: true })
  tl.to(el, hoverVars(model.hover, hoverOrigin(hov), scale, hov), 0)
  const svg = svgColour(isRec(hov) ? hov.svg : undefined)
  const paths = el.querySelectorAll('svg, svg *')
  if (svg && paths.length)
    tl.to(paths, { fill: svg, duration: model.hover.frame.duration / 1000 }, 0)
  return tl
}
