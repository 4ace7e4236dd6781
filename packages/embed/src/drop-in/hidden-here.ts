import type { ModuleModel, Slider } from '@strata/core'

/** Ends what a module has now (its slider, or its collapse) and sets up `make()`'s instead. */
type Swap = (make: () => () => void) => void

/** Modules already named in a warning: the page is told once, not at each narrowing. */
const named = new WeakSet<HTMLElement>()

/**
 * Whether a container `width` px wide is at the mobile level (4), by core's `levelFor` rule (the
 * level whose breakpoint is the narrowest strictly wider than the container; a tie goes to the
 * wider level). Written here, not imported: this chunk then shares no code with the entry.
 */
function mobileAt(model: ModuleModel, width: number): boolean {
  const [, ...widths] = model.settings.size.width
  const mobile = widths[3] as number
  return mobile > width && widths.every((w, i) => i === 3 || w <= width || w > mobile)
}

/**
 * While no slide shows, the module takes no space (no height, its fallback hidden: it holds the
 * slides the author hid at this width) and one ResizeObserver watches its width (its border box,
 * as core measures its root); at a width with slides, `build` makes its slider again. Returns
 * what puts the element back as the page wrote it.
 */
function collapse(el: HTMLElement, model: ModuleModel, swap: Swap, build: () => () => void) {
  // The slider is gone: the element holds the page's fallback markup alone.
  const own = [...el.children] as HTMLElement[]
  const style = el.getAttribute('style')
  const displays = own.map((child) => child.style.display)
  for (const child of own) child.style.display = 'none'
  // Important: the pre-sizing's box rule (an adopted sheet) would give it a height.
  for (const [key, value] of [
    ['min-height', '0'],
    ['max-height', '0'],
    ['overflow', 'hidden'],
  ])
    el.style.setProperty(key as string, value as string, 'important')
  if (!named.has(el)) {
    named.add(el)
    console.warn(
      `[strata] module "${el.id}" has no slide to show at this width (each hides on mobile); it takes no space until wider`,
    )
  }
  const observer = new ResizeObserver((entries) => {
    for (const { borderBoxSize, contentRect } of entries) {
      const width = borderBoxSize?.[0]?.inlineSize ?? contentRect.width
      if (width && !mobileAt(model, width)) swap(build)
    }
  })
  observer.observe(el)
  return () => {
    observer.disconnect()
    if (style === null) el.removeAttribute('style')
    else el.setAttribute('style', style)
    own.forEach((child, i) => {
      child.style.display = displays[i] ?? ''
    })
  }
}

/**
 * A drop-in module whose every slide hides after loops or on mobile, at its `module:ready`
 * (issue #25's last note). When every one hides on mobile: with none to show at its width it
 * takes no space until the width has some, then `build` makes its slider again; a slider narrowed
 * to such a width goes the same way, so a width shows the same whatever came before. A chunk:
 * few modules hide every slide.
 */
export function followWidth(
  slider: Slider,
  el: HTMLElement,
  swap: Swap,
  build: () => () => void,
): void {
  const model = slider.module as ModuleModel
  const all = model.hidden.every((h) => h.hideOnMobile)
  const fold = (level: number): boolean => {
    if (all && level === 4) swap(() => collapse(el, model, swap, build))
    return all && level === 4
  }
  if (slider.state.index >= 0) slider.on('layout:change', ({ level }) => fold(level))
  else if (!fold(slider.state.level))
    console.warn(`[strata] module "${el.id}" shows no slide; its fallback markup stays`)
}
