import type { LayerModel } from '@strata/core'
import { applyCss } from './apply-css'
import { createLayerElements, wireToggle } from './content'
import { dataPath } from './data-path'
import { drawsLayer } from './own-layers'
import {
  fills,
  type LayoutEnv,
  type Placement,
  sidesCss,
  type Warn,
  wrapperCss,
} from './position-css'
import { overlayCss, styleCss } from './style-css'

/** The module box and its layer grid at the current level, CSS px (grid unscaled). */
export interface FrameEnv extends LayoutEnv {
  width: number
  height: number
  gridWidth: number
  gridHeight: number
}

/** A built layer: its model and the element timelines and hover animate. */
export interface BuiltLayer {
  model: LayerModel
  element: HTMLElement
}

export interface SlideLayers {
  /** `strata-layers`: holds the slide-relative layers and the grid box. */
  container: HTMLElement
  layers: readonly (BuiltLayer & { wrapper: HTMLElement })[]
  /** Places and styles every layer for the level and scale (on build and layout changes). */
  layout(env: FrameEnv): void
  /** Removes the elements and their listeners. */
  destroy(): void
}

interface Entry extends BuiltLayer {
  wrapper: HTMLElement
  placement: Placement
  overlay?: HTMLElement
  warn: Warn
}

const byOrder = (a: LayerModel, b: LayerModel) => a.order - b.order

/** Where a child sits: a row's children are columns, a column's children flow. */
const placementIn = (parent: LayerModel | undefined): Placement =>
  parent?.type === 'row' ? 'column' : parent?.type === 'column' ? 'flow' : 'absolute'

/**
 * Builds a slide's layers into `target` (SPEC.md §3 "Layer"): each layer a wrapper and an
 * element, nested by `parentId` (rows → columns → children, groups), in `order`; root layers go
 * on the slide or on the module's grid box (`relativeTo`). `warn(layer, path, message)` reports
 * problems, at the path the layer's data uses (`pos.x`).
 */
export function buildSlideLayers(
  target: HTMLElement,
  allLayers: readonly LayerModel[],
  warn: (layer: LayerModel, path: string, message: string) => void,
): SlideLayers {
  // A child of a layer drawn elsewhere (media, slidebg) sits on the slide itself.
  const layers = allLayers.filter(drawsLayer)
  const doc = target.ownerDocument
  const abort = new AbortController()
  const container = doc.createElement('div')
  container.className = 'strata-layers'
  const grid = doc.createElement('div')
  grid.className = 'strata-layer-grid'
  container.append(grid)
  applyCss(container, { position: 'absolute', inset: '0px', 'pointer-events': 'none' })

  const byId = new Map(layers.map((l) => [l.id, l]))
  const entries = new Map<string, Entry>()
  const build = (layer: LayerModel): Entry => {
    const done = entries.get(layer.id)
    if (done) return done
    const w: Warn = (path, message) => warn(layer, dataPath(layer.raw, path), message)
    const parent = layer.parentId === null ? undefined : byId.get(layer.parentId)
    const { wrapper, element } = createLayerElements(doc, layer, w)
    wireToggle(element, layer, abort.signal, w)
    const entry: Entry = { model: layer, element, wrapper, placement: placementIn(parent), warn: w }
    if (layer.style.overlay.use) {
      entry.overlay = doc.createElement('div')
      entry.overlay.className = 'strata-layer-overlay'
      wrapper.append(entry.overlay)
    }
    entries.set(layer.id, entry)
    const host = parent ? build(parent).element : layer.relativeTo === 'slide' ? container : grid
    host.append(wrapper)
    return entry
  }
  // Parents are built before children (build recurses up), siblings in `order`.
  for (const layer of [...layers].sort(byOrder)) build(layer)
  target.append(container)

  return {
    container,
    layers: [...entries.values()].map(({ model, element, wrapper }) => ({
      model,
      element,
      wrapper,
    })),
    layout(env) {
      const w = env.gridWidth * env.scale
      const h = env.gridHeight * env.scale
      applyCss(grid, {
        position: 'absolute',
        left: `${(env.width - w) / 2}px`,
        top: `${Math.max(0, (env.height - h) / 2)}px`,
        width: `${w}px`,
        height: `${h}px`,
      })
      for (const e of entries.values()) {
        applyCss(e.wrapper, wrapperCss(e.model, e.placement, env, e.warn))
        const fill = fills(e.model, env.level)
        applyCss(e.element, {
          ...styleCss(e.model, env, e.warn),
          ...sidesCss('padding', e.model, env, e.warn),
          ...(fill.width ? { width: '100%' } : {}),
          // A column is stretched by its row, so its layer fills that height.
          ...(fill.height || e.placement === 'column' ? { height: '100%' } : {}),
        })
        if (e.overlay) applyCss(e.overlay, overlayCss(e.model, env))
      }
    },
    destroy() {
      abort.abort()
      container.remove()
      entries.clear()
    },
  }
}
