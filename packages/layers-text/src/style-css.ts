import type { LayerModel } from '@strata/core'
import { loadLooks, looksChunk, usesLooks } from './css/looks-chunk'
import { cssLength } from './lengths'
import type { Css, LayoutEnv, Warn } from './position-css'
import type { Sides } from './types'

function isGradient(s: string): boolean {
  return /gradient\(/.test(s)
}
/** A CSS-safe colour or gradient: no `;`, braces, or url() smuggled through style text. */
function safePaint(s: string): string {
  return /[;{}<>]|url\(|expression/i.test(s) ? '' : s.trim()
}
function quoteUrl(u: string): string {
  return `url("${u.replace(/["\\\n\r]/g, encodeURIComponent)}")`
}
/** A family as CSS: quoted unless it is already a list or quoted. */
function family(f: string): string {
  return /[,'"]/.test(f) ? f : /^[a-z-]+$/i.test(f) ? f : `"${f.replace(/["\\]/g, '')}"`
}

function sidesPx(s: Sides, env: LayoutEnv, path: string, warn: Warn): string {
  return s
    .map((v, i) => {
      const css = cssLength(v, env.scale)
      if (css !== undefined && css !== 'auto' && css !== 'none') return css
      warn(`${path}.${i}`, `${JSON.stringify(v)} is not a length; using 0`)
      return '0px'
    })
    .join(' ')
}

/**
 * The layer's look at the level (docs/behaviour.md §3 "Layer"): colour, font, line height, alignment,
 * white space, transform; background colour / gradient / image, text fill and clip; border,
 * radius; box and text shadow, text stroke, spike clip; blend, cursor. Pointer events are the
 * wrapper's (see wrapperCss): the timelines own the element's.
 */
export function styleCss(layer: LayerModel, env: LayoutEnv, warn: Warn): Css {
  const { style: st, layout } = layer
  const { level, scale } = env
  const px = (v: Parameters<typeof cssLength>[0], path: string, d: string, whole = false) => {
    const css = cssLength(v, scale, whole)
    if (css !== undefined && css !== 'none' && css !== 'auto') return css
    warn(path, `${JSON.stringify(v)} is not a length; using ${d}`)
    return d
  }
  const color = safePaint(st.color[level] ?? '') || '#ffffff'
  const out: Css = {
    'box-sizing': 'border-box',
    position: 'relative',
    // Tags like h1 and p bring UA margins; the wrapper holds the layer's margin.
    margin: '0px',
    display: layer.type === 'row' ? 'flex' : layer.display || 'block',
    'font-family': family(st.font.family || 'Roboto'),
    // Whole px, as the reference draws scaled text (30px at 0.617 is 19px, not 18.51px).
    'font-size': px(st.font.size[level], 'font.size', cssLength(20, scale, true) as string, true),
    'font-weight': `${st.font.weight[level]}`,
    'letter-spacing': px(st.font.letterSpacing[level], 'font.letterSpacing', '0px'),
    'font-style': st.font.style,
    'line-height': px(
      st.lineHeight[level],
      'lineHeight',
      cssLength(25, scale, true) as string,
      true,
    ),
    'white-space': st.whiteSpace[level] || 'nowrap',
    'text-transform': st.textTransform[level] || 'none',
    color,
    'background-color': 'transparent',
    'border-style': st.border.style,
    'border-width': sidesPx(st.border.width, env, 'border.width', warn),
    'border-color': safePaint(st.border.color) || 'transparent',
    'border-radius': sidesPx(st.radius, env, 'radius', warn),
    'mix-blend-mode': layout.blend,
    cursor: layout.cursor,
  }
  // An inline layer sits at the top of its line, not on the baseline of its parent's text.
  if (out.display?.startsWith('inline')) out['vertical-align'] = 'top'
  if (st.textAlign[level] !== 'inherit') out['text-align'] = st.textAlign[level] as string
  if (layer.type === 'row') out['flex-wrap'] = 'nowrap'
  // A function of its own: most layers paint no background, fill or gradient text, and it then
  // costs them no bytecode or baseline code (docs/performance-log.md, "Twenty-third session").
  const { bg } = st
  if (
    (bg.color && bg.color !== 'transparent') ||
    bg.image ||
    bg.fill ||
    bg.clip ||
    isGradient(color)
  )
    paintCss(out, st, color)
  if (usesLooks(st)) {
    const looks = looksChunk()
    // Shadows, stroke and spike come in a chunk (css/looks-chunk.ts): the plugin draws the layer
    // again once it is in; a layer laid out before it has them from the next layout on.
    if (looks) Object.assign(out, looks.layerLooks(st, scale, safePaint))
    else
      loadLooks().catch(() => warn('style', 'shadow, stroke and spike could not load; not drawn'))
  }
  return out
}

/** The layer's background, glyph fill and gradient text (see `styleCss`). */
function paintCss(out: Css, st: LayerModel['style'], color: string): void {
  const images: string[] = []
  const bg = safePaint(st.bg.color)
  if (isGradient(bg)) images.push(bg)
  else if (bg) out['background-color'] = bg
  if (st.bg.image) images.push(quoteUrl(st.bg.image))
  // Text fill: a gradient in the glyphs (background clipped to text), or a plain glyph colour.
  const fill = safePaint(st.bg.fill) || (isGradient(color) ? color : '')
  if (isGradient(color)) out.color = 'transparent'
  if (fill && isGradient(fill)) images.unshift(fill)
  else if (fill) out['-webkit-text-fill-color'] = fill
  if (st.bg.clip || (fill && isGradient(fill))) {
    out['background-clip'] = 'text'
    out['-webkit-background-clip'] = 'text'
    out['-webkit-text-fill-color'] = 'transparent'
  }
  if (images.length) {
    out['background-image'] = images.join(', ')
    out['background-size'] = 'cover'
    out['background-position'] = 'center'
  }
}

/**
 * The overlay box over the layer: its corners (`radius`, as `styleCss` gave them), spike clip and
 * pattern, all the looks chunk's (styleCss of the same layer has asked for it); nothing until it
 * is in, when the layer is laid out again.
 */
export function overlayCss(layer: LayerModel, env: LayoutEnv, radius: string | undefined): Css {
  return looksChunk()?.overlayLooks(layer.style, env.scale, safePaint, radius) ?? {}
}
