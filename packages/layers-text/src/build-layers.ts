import type { LayerModel } from '@strata/core'
import { applyCss } from './apply-css'
import { createLayerElements, wireToggle } from './content'
import { adoptDefaults, ELEMENT_DEFAULTS, WRAPPER_DEFAULTS } from './css/defaults-sheet'
import { dataPath } from './data-path'
import type { ContentHandle, ContentRegistry } from './extension/contents'
import { type FrameEnv, gridOf } from './layout/frame'
import { placementOf } from './layout/placement'
import { rowInsetCss } from './layout/row'
import { drawsLayer } from './own-layers'
import { fills, type Placement, sidesCss, type Warn, wrapperCss } from './position-css'
import { overlayCss, styleCss } from './style-css'

export type { FrameEnv } from './layout/frame'
export { frameEnv } from './layout/frame'

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
  /** Puts `container` into the target (once; the build does it unless asked not to). */
  mount(): void
  /** Removes the elements and their listeners. */
  destroy(): void
}

interface Entry extends BuiltLayer {
  wrapper: HTMLElement
  parent?: LayerModel
  placement: Placement
  overlay?: HTMLElement
  warn: Warn
}

function byOrder(a: LayerModel, b: LayerModel) {
  return a.order - b.order
}

/**
 * Builds a slide's layers into `target` (docs/behaviour.md §3 "Layer"): each layer a wrapper and an
 * element, nested by `parentId` (zones → rows → columns → children, groups), in `order`; root
 * layers go on the slide (`relativeTo: 'slide'`) or on the layer grid (any other), zones always
 * on the slide, as bands across the module. `warn(layer, path, message)` reports
 * problems, at the path the layer's data uses (`pos.x`). With `mount: false` the layers stay out
 * of the page until `mount()`: what is written to them before costs no layout.
 */
export function buildSlideLayers(
  target: HTMLElement,
  allLayers: readonly LayerModel[],
  warn: (layer: LayerModel, path: string, message: string) => void,
  contents?: { registry: ContentRegistry; index: number },
  { mount = true } = {},
): SlideLayers {
  // A child of a layer drawn elsewhere (slidebg, media with no content plugin) sits on the slide.
  const has = (type: LayerModel['type']) => !!contents?.registry.get(type)
  const layers = allLayers.filter((l) => drawsLayer(l, has))
  const handles: ContentHandle[] = []
  const doc = target.ownerDocument
  adoptDefaults(target)
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
    // Another plugin's content (an image, a player) goes inside the element this package places.
    const factory = contents?.registry.get(layer.type)
    try {
      const handle = factory?.({ layer, element, wrapper, index: contents?.index ?? 0, warn: w })
      if (handle) handles.push(handle)
    } catch (error) {
      // A failing content plugin costs this layer its content, not the slide.
      w('content', `content could not be built: ${error instanceof Error ? error.message : error}`)
    }
    const placement = placementOf(layer, parent)
    const entry: Entry = { model: layer, element, wrapper, parent, placement, warn: w }
    if (layer.style.overlay.use) {
      entry.overlay = doc.createElement('div')
      entry.overlay.className = 'strata-layer-overlay'
      wrapper.append(entry.overlay)
    }
    entries.set(layer.id, entry)
    const onSlide = layer.relativeTo === 'slide' || placement === 'zone'
    const host = parent ? build(parent).element : onSlide ? container : grid
    host.append(wrapper)
    return entry
  }
  // Parents are built before children (build recurses up), siblings in `order`.
  layers.slice().sort(byOrder).forEach(build)
  const put = () => {
    if (container.parentNode !== target) target.append(container)
  }
  if (mount) put()

  return {
    container,
    layers: Array.from(entries.values(), (e) => ({
      model: e.model,
      element: e.element,
      wrapper: e.wrapper,
    })),
    layout(env) {
      const box = gridOf(env)
      applyCss(grid, {
        position: 'absolute',
        left: `${box.x}px`,
        top: `${box.y}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      })
      // `forEach` and `Object.assign` into the style's own object, not spreads: every layer of
      // every built slide is laid out here, mostly before V8 optimises it.
      entries.forEach((e) => {
        const { model } = e
        applyCss(e.wrapper, wrapperCss(model, e.placement, env, e.warn, e.parent), WRAPPER_DEFAULTS)
        const fill = fills(model, env.level)
        const padding = sidesCss('padding', model, env, e.warn)
        const css = styleCss(model, env, e.warn)
        Object.assign(css, model.type === 'row' ? rowInsetCss(padding, box.width) : padding)
        if (fill.width) css.width = '100%'
        // A column is stretched by its row, so its layer fills that height.
        if (fill.height || e.placement === 'column') css.height = '100%'
        applyCss(e.element, css, ELEMENT_DEFAULTS)
        if (e.overlay) applyCss(e.overlay, overlayCss(model, env, css['border-radius']))
      })
    },
    mount: put,
    destroy() {
      for (const h of handles.splice(0)) h.destroy()
      abort.abort()
      container.remove()
      entries.clear()
    },
  }
}
