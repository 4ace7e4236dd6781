import type { SizeSettings } from '../types/model'
import { levelSteps } from './breakpoints'
import { clampHeight } from './sizing'

/**
 * CSS that reserves the module's box before any script runs (zero layout shift), the same rules
 * as `computeLayout`, by viewport width: a base rule for largedesktop, then one media query per
 * narrower level whose height differs. A level applies BELOW its breakpoint (`levelFor`: a width
 * equal to a breakpoint is the wider level), hence `max-width: <breakpoint - 0.02>px`. With
 * `respectRatio` the height follows the width through `aspect-ratio`, capped at the grid height
 * unless the module may upscale; otherwise it is the grid height; `fullHeight` is `100vh`.
 * `setSize` later writes the exact height inline.
 */
export function moduleBoxCss(size: SizeSettings, selector: string): string {
  const { width, height, minHeight: min, maxHeight: max, respectRatio, fullHeight } = size
  // Past the grid width the height stops growing, unless the layers may scale above 100%.
  const cap = !size.upscaling || !size.fullWidth
  let css = `${selector}{display:block;position:relative${min > 0 ? `;min-height:${min}px` : ''}`
  if (fullHeight) return `${css};height:100vh${max > 0 ? `;max-height:${max}px` : ''}}`
  css += '}'
  let prev = ''
  for (const [level, from] of levelSteps(width)) {
    const w = width[level]
    const h = height[level]
    const limit = cap ? clampHeight(h, 0, max) : max
    const rule = respectRatio
      ? `aspect-ratio:${w}/${h}${limit > 0 ? `;max-height:${limit}px` : ''}`
      : `height:${clampHeight(h, min, max)}px`
    if (rule !== prev)
      css += level
        ? `@media (max-width:${from - 0.02}px){${selector}{${rule}}}`
        : `${selector}{${rule}}`
    prev = rule
  }
  return css
}
