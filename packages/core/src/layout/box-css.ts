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
 * `selector` is one compound selector (`#hero`, `.box`): the sizing rules hold until core labels
 * the root (`role`), in the task where `setSize` writes the exact height inline.
 */
export function moduleBoxCss(size: SizeSettings, selector: string): string {
  const { width, height, minHeight: min, maxHeight: max, respectRatio, fullHeight } = size
  // Only until core sizes the root: a ratio held on after made the width follow core's height,
  // and core's next measure the height follow that width; at a width whose height rounds, the
  // root resized itself every 100 ms for ever (a 480 px page: 648 px wide; issue #25). Core's
  // `setSize` also writes `aspect-ratio: auto`, against a ratio the page itself puts on the root.
  const box = `${selector}:not([role])`
  // Past the grid width the height stops growing, unless the layers may scale above 100%.
  const cap = !size.upscaling || !size.fullWidth
  let css = `${selector}{display:block;position:relative}`
  const least = min > 0 ? `;min-height:${min}px` : ''
  if (fullHeight)
    return `${css}${box}{height:100vh${least}${max > 0 ? `;max-height:${max}px` : ''}}`
  if (least) css += `${box}{${least.slice(1)}}`
  let prev = ''
  for (const [level, from] of levelSteps(width)) {
    const w = width[level]
    const h = height[level]
    const limit = cap ? clampHeight(h, 0, max) : max
    const rule = respectRatio
      ? `aspect-ratio:${w}/${h}${limit > 0 ? `;max-height:${limit}px` : ''}`
      : `height:${clampHeight(h, min, max)}px`
    if (rule !== prev)
      css += level ? `@media (max-width:${from - 0.02}px){${box}{${rule}}}` : `${box}{${rule}}`
    prev = rule
  }
  return css
}
