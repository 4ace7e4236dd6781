import type { Layout } from '../math/pose'

const SLIDE_PROPS = [
  'width',
  'height',
  'transform',
  'opacity',
  'z-index',
  'display',
  'border-radius',
  'overflow',
  'backface-visibility',
  'will-change',
] as const

/** A slide's size, corners and hints; set when the layout changes, never animated. */
export function styleSlide(el: HTMLElement, l: Layout): void {
  const { geometry: g, settings: c } = l
  const s = el.style
  // Slides are `inset:0`: an explicit width and height win over right and bottom.
  s.width = `${g.horizontal ? g.size : g.cross}px`
  s.height = `${g.horizontal ? g.cross : g.size}px`
  const radius = typeof c.borderRadius === 'number' ? `${c.borderRadius}px` : c.borderRadius
  s.borderRadius = radius === '0px' ? '' : radius
  s.overflow = radius === '0px' ? '' : 'hidden'
  s.backfaceVisibility = l.spin === '3d' ? 'hidden' : ''
  s.willChange = 'transform, opacity'
}

export function unstyleSlide(el: HTMLElement): void {
  for (const prop of SLIDE_PROPS) el.style.removeProperty(prop)
}

/**
 * The track gets the carousel perspective (docs/behaviour.md §9: 1200) and, for 3D spin, a 3D context so
 * slides sort by depth. The stage leaves the cross axis to the browser: a horizontal strip still
 * lets the page scroll vertically on touch, and the other way round.
 */
export function styleFrame(stage: HTMLElement, track: HTMLElement, l: Layout): void {
  track.style.perspective = `${l.settings.perspective}px`
  track.style.transformStyle = l.spin === '3d' ? 'preserve-3d' : ''
  // A pinch still zooms the page: a visitor's zoom is not the strip's.
  stage.style.touchAction = `${l.geometry.horizontal ? 'pan-y' : 'pan-x'} pinch-zoom`
  stage.style.userSelect = 'none'
}

export function unstyleFrame(stage: HTMLElement, track: HTMLElement): void {
  track.style.removeProperty('perspective')
  track.style.removeProperty('transform-style')
  stage.style.removeProperty('touch-action')
  stage.style.removeProperty('user-select')
}

/**
 * The carousel's top and bottom padding (px) around the module box: the root grows by them (its
 * height stays the module's, `content-box`), the slides keep their place inside. Returns a
 * function that puts the root's own values back. Nothing is written when both are 0.
 */
export function padRoot(root: HTMLElement, top: number, bottom: number): () => void {
  if (!(top > 0) && !(bottom > 0)) return () => {}
  const s = root.style
  const before = [s.paddingTop, s.paddingBottom, s.boxSizing] as const
  s.boxSizing = 'content-box'
  s.paddingTop = `${Math.max(0, top)}px`
  s.paddingBottom = `${Math.max(0, bottom)}px`
  return () => {
    ;[s.paddingTop, s.paddingBottom, s.boxSizing] = before
  }
}
