import type { LayerModel, Length, Level } from '@strata/core'
import { cssLength, isAuto } from './lengths'

/** CSS declarations by property name (kebab-case), as `style.setProperty` takes them. */
export type Css = Record<string, string>

export interface LayoutEnv {
  level: Level
  /** Layer grid scale (ctx.state.scale). */
  scale: number
}

/** Where a layer sits: `row` for a row's columns, `flow` for relative layers. */
export type Placement = 'absolute' | 'flow' | 'column'

/**
 * Reports a value that cannot be used, by its model path under the layer (`position.x`); the
 * slide builder turns it into the data's spelling (`pos.x`) with `dataPath`.
 */
export type Warn = (path: string, message: string) => void

const length = (v: Length, env: LayoutEnv, path: string, d: string, warn: Warn): string => {
  const css = cssLength(v, env.scale)
  if (css !== undefined) return css
  warn(path, `${JSON.stringify(v)} has no static value here; using ${d}`)
  return d
}

const NAMES = ['top', 'right', 'bottom', 'left'] as const
/** Padding or margin at the level, scaled: per side over 5 levels (export `p` / `m`). */
export const sidesCss = (
  prop: 'padding' | 'margin',
  layer: LayerModel,
  env: LayoutEnv,
  warn: Warn,
): Css => {
  const sides = layer.layout[prop]
  const out: Css = {}
  for (const side of NAMES)
    out[`${prop}-${side}`] = length(sides[side][env.level], env, `${prop}.${side}`, '0px', warn)
  return out
}

/** How a layer sits on a row: a column takes its `column` share, else an equal share. */
const columnCss = (layer: LayerModel): Css => ({
  position: 'relative',
  flex: layer.layout.column > 0 ? `0 0 ${Math.round(layer.layout.column * 1e5) / 1e3}%` : '1 1 0',
  'min-width': '0',
})

/** x/y with horizontal/vertical alignment: center and middle use 50% less half the box. */
const absoluteCss = (layer: LayerModel, env: LayoutEnv, warn: Warn): Css => {
  const { position } = layer
  const x = length(position.x[env.level], env, 'position.x', '0px', warn)
  const y = length(position.y[env.level], env, 'position.y', '0px', warn)
  const h = position.horizontal[env.level]
  const v = position.vertical[env.level]
  const out: Css = { position: 'absolute' }
  let tx = '0px'
  let ty = '0px'
  if (h === 'right') out.right = x
  else if (h === 'center') [out.left, tx] = ['50%', `calc(-50% + ${x})`]
  else out.left = x
  if (v === 'bottom') out.bottom = y
  else if (v === 'middle') [out.top, ty] = ['50%', `calc(-50% + ${y})`]
  else out.top = y
  if (tx !== '0px' || ty !== '0px') out.translate = `${tx} ${ty}`
  return out
}

/**
 * The layer wrapper's box (SPEC.md §3 "Layer" size and pos): placement, width/height/min/max at
 * the level, `coverMode` (`cover` fills the parent, `fullinset` fills it inside the margins,
 * `fullheight` takes the full height), margins, zIndex, order, float/clear, visibility per level.
 */
export function wrapperCss(
  layer: LayerModel,
  placement: Placement,
  env: LayoutEnv,
  warn: Warn,
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
    ...sidesCss('margin', layer, env, warn),
  }
  if (placement === 'column') Object.assign(out, columnCss(layer))
  else if (placement === 'flow' || position.mode === 'relative') {
    out.position = 'relative'
    out.float = position.float[level] || 'none'
    out.clear = position.clear[level] || 'none'
  } else Object.assign(out, absoluteCss(layer, env, warn))

  const dim = (key: Exclude<keyof typeof size, 'coverMode'>, d: string) =>
    length(size[key][level], env, `size.${key}`, d, warn)
  out.width = dim('width', 'auto')
  out.height = dim('height', 'auto')
  out['min-width'] = out['min-width'] ?? dim('minWidth', 'none').replace('none', '0px')
  out['min-height'] = dim('minHeight', 'none').replace('none', '0px')
  out['max-width'] = dim('maxWidth', 'none')
  out['max-height'] = dim('maxHeight', 'none')
  if (layer.type === 'linebreak')
    Object.assign(out, { width: '100%', height: '0px', clear: 'both' })

  if (size.coverMode === 'cover' || size.coverMode === 'fullinset') {
    Object.assign(out, { position: 'absolute', left: '0px', top: '0px', translate: 'none' })
    delete out.right
    delete out.bottom
    if (size.coverMode === 'cover') Object.assign(out, { width: '100%', height: '100%' })
    else {
      // Fill the parent, inset by the margins.
      for (const side of NAMES) out[side] = out[`margin-${side}`] ?? '0px'
      Object.assign(out, { width: 'auto', height: 'auto', margin: '0px' })
      for (const side of NAMES) delete out[`margin-${side}`]
    }
  } else if (size.coverMode === 'fullheight') {
    Object.assign(out, { top: '0px', height: '100%' })
    delete out.bottom
    if (out.translate) out.translate = out.translate.replace(/ .*$/, ' 0px')
  }
  return out
}

/** The wrapper's size decides the layer's own unless the wrapper is sized by its content. */
export const fills = (layer: LayerModel, level: Level): { width: boolean; height: boolean } => {
  const full = layer.size.coverMode !== 'custom'
  return {
    width: full || layer.type === 'linebreak' || !isAuto(layer.size.width[level]),
    height: full || !isAuto(layer.size.height[level]),
  }
}
