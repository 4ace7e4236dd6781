import type { Css } from '../position-css'
import type { LayerShadow, LayerStyle } from '../types'

/*
 * The looks few layers have (box and text shadow, text stroke, spike clip, overlay pattern) are a
 * chunk of their own, loaded by ./looks-chunk when a module's data uses one (docs/performance.md).
 * It imports nothing the package's entry has (a shared module would become a third file of the
 * first download): the colour check comes in as `paint`, and px are written here.
 */

/** A colour as safe CSS, '' when refused (style-css.ts `safePaint`). */
export type Paint = (s: string) => string

/** `n` grid px at `scale`, to 1/100 px (as lengths.ts `scalePx`). */
function px(n: number, scale: number): string {
  return `${Math.round(n * scale * 100) / 100}px`
}

function shadow(s: LayerShadow, scale: number, paint: Paint, spread: boolean): string {
  return (
    [s.x, s.y, s.blur, ...(spread ? [s.spread] : [])].map((n) => px(n, scale)).join(' ') +
    ` ${paint(s.color) || 'transparent'}`
  )
}

/** docs/behaviour.md §3 "spike clip": the left/right edges cut to a point (`spike`) or a slant. */
export function spikePath(spike: LayerStyle['spike'], scale: number): string | undefined {
  const { left: l, right: r } = spike
  if (l === 'none' && r === 'none') return undefined
  const d = px(spike.width, scale)
  const left = l === 'spike' ? [`${d} 100%`, `0px 50%`] : ['0px 100%']
  const top = [
    l === 'none' ? '0px 0px' : `${d} 0px`,
    r === 'none' ? '100% 0px' : `calc(100% - ${d}) 0px`,
  ]
  const right = r === 'spike' ? ['100% 50%', `calc(100% - ${d}) 100%`] : ['100% 100%']
  return `polygon(${[...top, ...right, ...left].join(', ')})`
}

/** Overlay patterns 1..5 (dots small, dots, lines, vertical lines, grid) as a background. */
export function overlayPattern(n: number, c: string, size: number): Css {
  const s = `${Math.max(2, size)}px`
  const h = `${Math.max(2, size) / 2}px`
  const dot = (r: string) => `radial-gradient(${c} ${r}, transparent calc(${r} + 0.5px))`
  const line = (deg: number) =>
    `repeating-linear-gradient(${deg}deg, ${c} 0 1px, transparent 1px ${s})`
  const image = [dot('0.5px'), dot('1px'), line(0), line(90), `${line(0)}, ${line(90)}`][n - 1]
  return {
    'background-image': image ?? dot('1px'),
    'background-size': n <= 2 ? `${s} ${s}` : 'auto',
    'background-position': `${h} ${h}`,
  }
}

/** The layer's box and text shadow, text stroke and spike clip, those it uses. */
export function layerLooks(st: LayerStyle, scale: number, paint: Paint): Css {
  const out: Css = {}
  if (st.boxShadow.use) out['box-shadow'] = shadow(st.boxShadow, scale, paint, true)
  if (st.textShadow.use) out['text-shadow'] = shadow(st.textShadow, scale, paint, false)
  if (st.textStroke.use)
    out['-webkit-text-stroke'] =
      `${px(st.textStroke.width, scale)} ${paint(st.textStroke.color) || '#000000'}`
  const spike = spikePath(st.spike, scale)
  if (spike) out['clip-path'] = spike
  return out
}

/**
 * The overlay box over the layer: its corners (`radius`, the layer's border radius as CSS), the
 * layer's spike clip and the pattern as background.
 */
export function overlayLooks(st: LayerStyle, scale: number, paint: Paint, radius = '0px'): Css {
  const clip = spikePath(st.spike, scale)
  const { overlay } = st
  return {
    position: 'absolute',
    inset: '0px',
    'pointer-events': 'none',
    'border-radius': radius,
    ...(clip ? { 'clip-path': clip } : {}),
    ...overlayPattern(
      overlay.pattern,
      paint(overlay.color) || 'rgba(0,0,0,0.5)',
      overlay.size * scale,
    ),
  }
}
