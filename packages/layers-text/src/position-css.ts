import type { LayerModel, Length, Level } from '@strata/core'
import { isInline, type Placement } from './layout/placement'
import { cssLength, fraction, isAuto } from './lengths'

export type { Placement } from './layout/placement'

/** CSS declarations by property name (kebab-case), as `style.setProperty` takes them. */
export type Css = Record<string, string>

export interface LayoutEnv {
  level: Level
  /** Layer grid scale (ctx.state.scale). */
  scale: number
}

/**
 * Reports a value that cannot be used, by its model path under the layer (`position.x`); the
 * slide builder turns it into the data's spelling (`pos.x`) with `dataPath`.
 */
export type Warn = (path: string, message: string) => void

/** A length as CSS, or `d` (reported at `path.key`: the path is only made to report). */
function length(
  v: Length,
  env: LayoutEnv,
  path: string,
  key: string,
  d: string,
  warn: Warn,
  whole = false,
): string {
  const css = cssLength(v, env.scale, whole)
  if (css !== undefined) return css
  warn(`${path}.${key}`, `${JSON.stringify(v)} has no static value here; using ${d}`)
  return d
}

const NAMES = ['top', 'right', 'bottom', 'left'] as const
/** The CSS names of the sides, made once (issue #25: four strings a layout). */
const SIDE_CSS = {
  padding: NAMES.map((side) => `padding-${side}`),
  margin: NAMES.map((side) => `margin-${side}`),
}
/**
 * Padding or margin at the level, scaled: per side over 5 levels (export `p` / `m`). Padding is
 * in whole px, as the reference draws it (10 at scale 0.617 is 6, not 6.17). Written into `out`
 * when given (the wrapper's css: no object to copy in).
 */
export function sidesCss(
  prop: 'padding' | 'margin',
  layer: LayerModel,
  env: LayoutEnv,
  warn: Warn,
  out: Css = {},
): Css {
  const sides = layer.layout[prop]
  for (let i = 0; i < 4; i++) {
    const side = NAMES[i] as (typeof NAMES)[number]
    out[SIDE_CSS[prop][i] as string] = length(
      sides[side][env.level],
      env,
      prop,
      side,
      '0px',
      warn,
      prop === 'padding',
    )
  }
  return out
}

/*
 * The placements below write into the wrapper's css (issue #25: no object of their own to copy
 * in), in the order of their keys as they were copied.
 */

/** How a layer sits on a row: a column takes its `column` share, else an equal share. */
function columnCss(layer: LayerModel, out: Css): void {
  out.position = 'relative'
  out.flex =
    layer.layout.column > 0 ? `0 0 ${Math.round(layer.layout.column * 1e5) / 1e3}%` : '1 1 0'
  out['min-width'] = '0'
}

/** y with the vertical anchor: middle uses 50% less half the box. */
function verticalCss(layer: LayerModel, env: LayoutEnv, warn: Warn, out: Css): string {
  const y = length(layer.position.y[env.level], env, 'position', 'y', '0px', warn)
  const v = layer.position.vertical[env.level]
  if (v === 'bottom') out.bottom = y
  else if (v === 'middle') out.top = '50%'
  else out.top = y
  return v === 'middle' ? `calc(-50% + ${y})` : '0px'
}

/** x/y with horizontal/vertical alignment: center and middle use 50% less half the box. */
function absoluteCss(layer: LayerModel, env: LayoutEnv, warn: Warn, out: Css): void {
  const x = length(layer.position.x[env.level], env, 'position', 'x', '0px', warn)
  const h = layer.position.horizontal[env.level]
  out.position = 'absolute'
  let tx = '0px'
  if (h === 'right') out.right = x
  else if (h === 'center') {
    out.left = '50%'
    tx = `calc(-50% + ${x})`
  } else out.left = x
  const ty = verticalCss(layer, env, warn, out)
  if (tx !== '0px' || ty !== '0px') out.translate = `${tx} ${ty}`
}

/**
 * A zone is a band across the module (it is always placed on the module's box): as wide as the
 * module, at the top, middle or bottom of the stage by `position.vertical` (plus `y`), as high
 * as its rows unless it has a height. `x` and `horizontal` do not apply.
 */
function zoneCss(layer: LayerModel, env: LayoutEnv, warn: Warn, out: Css): void {
  out.position = 'absolute'
  out.left = '0px'
  const ty = verticalCss(layer, env, warn, out)
  if (ty !== '0px') out.translate = `0px ${ty}`
}

/** In a column's flow: inline layers sit side by side, top-aligned, others one per line. */
function flowCss(layer: LayerModel, level: Level, out: Css): void {
  out.position = 'relative'
  out.float = layer.position.float[level] || 'none'
  out.clear = layer.position.clear[level] || 'none'
  if (isInline(layer.display)) {
    out.display = 'inline-block'
    out['vertical-align'] = 'top'
  }
}

/**
 * A fraction height (`#1/3#`) in the flow of a parent whose height is its content's (a column,
 * a row, a zone of auto height) has nothing to take a share of: it is 0, as the reference draws
 * it. Elsewhere it is that share of the box that holds the layer (the grid for a root layer).
 */
function heightFromContent(placement: Placement, parent: LayerModel | undefined, level: Level) {
  return parent !== undefined && placement !== 'absolute' && isAuto(parent.size.height[level])
}

/**
 * The layer wrapper's box (docs/behaviour.md §3 "Layer" size and pos): placement, width/height/min/max at
 * the level, `coverMode` (`cover` fills the parent, `fullinset` fills it inside the margins,
 * `fullheight` takes the full height), margins, zIndex, order, float/clear, visibility per level.
 * A zone or a row in a zone spans its parent; a row of auto width spans what holds it (it never
 * grows to its columns' content); a linebreak is a full-width line of its height.
 * `parent` is the layer's parent, if any.
 */
export function wrapperCss(
  layer: LayerModel,
  placement: Placement,
  env: LayoutEnv,
  warn: Warn,
  parent?: LayerModel,
): Css {
  const { size, position } = layer
  const { level } = env
  if (!layer.visible[level]) return { display: 'none' }
  const out: Css = {
    display: 'block',
    'box-sizing': 'border-box',
    'z-index': `${layer.zIndex}`,
    order: `${layer.order}`,
    // The layer's own pointer events live here, not on the layer element: the timelines hold the
    // element's pointer events off during out and the first in frame, and a layout (on every
    // resize) must not turn them back on early. The element inherits this value otherwise.
    'pointer-events': layer.layout.pointerEvents,
  }
  sidesCss('margin', layer, env, warn, out)
  if (placement === 'column') columnCss(layer, out)
  else if (placement === 'zone') zoneCss(layer, env, warn, out)
  else if (placement === 'flow') flowCss(layer, level, out)
  else if (placement === 'band' || position.mode === 'relative') {
    flowCss(layer, level, out)
    out.display = 'block'
  } else absoluteCss(layer, env, warn, out)

  const zeroFraction = heightFromContent(placement, parent, level)
  const dim = (key: Exclude<keyof typeof size, 'coverMode'>, d: string) => {
    const v = size[key][level]
    if (zeroFraction && /height/i.test(key) && fraction(v) !== undefined) return '0px'
    return length(v, env, 'size', key, d, warn)
  }
  out.width = dim('width', 'auto')
  out.height = dim('height', 'auto')
  out['min-width'] = out['min-width'] ?? dim('minWidth', 'none').replace('none', '0px')
  out['min-height'] = dim('minHeight', 'none').replace('none', '0px')
  out['max-width'] = dim('maxWidth', 'none')
  out['max-height'] = dim('maxHeight', 'none')
  if (spans(layer, placement, level)) out.width = '100%'
  if (layer.type === 'linebreak')
    Object.assign(out, {
      width: '100%',
      height: isAuto(size.height[level]) ? '0px' : out.height,
      clear: 'both',
    })
  if (placement === 'zone' || placement === 'band') return out
  // A function of its own: most layers cover nothing, and this part then costs them no
  // bytecode or baseline code (docs/performance-log.md, "Twenty-third session").
  if (size.coverMode !== 'custom') coverCss(out, size.coverMode)
  return out
}

/** A layer that covers its parent (`cover`, `fullinset`) or its height (`fullheight`). */
function coverCss(out: Css, mode: LayerModel['size']['coverMode']): void {
  if (mode === 'cover' || mode === 'fullinset') {
    Object.assign(out, { position: 'absolute', left: '0px', top: '0px', translate: 'none' })
    delete out.right
    delete out.bottom
    if (mode === 'cover') Object.assign(out, { width: '100%', height: '100%' })
    else {
      // Fill the parent, inset by the margins.
      for (const side of NAMES) out[side] = out[`margin-${side}`] ?? '0px'
      Object.assign(out, { width: 'auto', height: 'auto', margin: '0px' })
      for (const side of NAMES) delete out[`margin-${side}`]
    }
  } else if (mode === 'fullheight') {
    Object.assign(out, { top: '0px', height: '100%' })
    delete out.bottom
    // Only the vertical shift goes: the horizontal one may be a `calc(-50% + x)` with spaces.
    if (out.translate) out.translate = out.translate.replace(/ (c.*|\S+)$/, ' 0px')
  }
}

/** Zones and rows in zones span their parent; a row of auto width spans what holds it. */
function spans(layer: LayerModel, placement: Placement, level: Level): boolean {
  return (
    placement === 'zone' ||
    placement === 'band' ||
    (layer.type === 'row' && placement === 'absolute' && isAuto(layer.size.width[level]))
  )
}

/** The wrapper's size decides the layer's own unless the wrapper is sized by its content. */
export function fills(layer: LayerModel, level: Level): { width: boolean; height: boolean } {
  const full = layer.size.coverMode !== 'custom'
  const spansParent = layer.type === 'zone' || layer.type === 'row'
  return {
    width: full || spansParent || layer.type === 'linebreak' || !isAuto(layer.size.width[level]),
    height: full || layer.type === 'linebreak' || !isAuto(layer.size.height[level]),
  }
}
