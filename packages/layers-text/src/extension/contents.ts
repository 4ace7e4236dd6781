import type { LayerModel, LayerType, PartNormaliser } from '@strata/core'

/** What a content factory gets for one layer: the layer, its built elements and its slide. */
export interface ContentRequest {
  layer: LayerModel
  /** The layer element (`strata-layer strata-layer-<type>`): timelines and hover animate it. */
  element: HTMLElement
  /** The wrapper layers-text places and sizes. */
  wrapper: HTMLElement
  /** The slide index, or a negative number for a global slide's layers. */
  index: number
  /** Reports a problem at the layer's data path (`content.src` → `slides.<id>.layers.<id>.content.src`). */
  warn(path: string, message: string): void
}

/** What a content factory returns for a layer it filled. */
export interface ContentHandle {
  /** Removes what the factory added (players, listeners, timers). */
  destroy(): void
}

/** Fills a layer element of the types it was registered for (the inner `<img>`, a player...). */
export type ContentFactory = (request: ContentRequest) => ContentHandle | undefined

/** The content factories other plugins registered, by layer type. */
export interface ContentRegistry {
  /** The factory for `type`, if a plugin registered one. */
  get(type: LayerType): ContentFactory | undefined
  /**
   * Registers `factory` for `types`, and the plugin's layer normaliser `part` if given; returns
   * the call that removes both.
   */
  add(types: readonly LayerType[], factory: ContentFactory, part?: PartNormaliser): () => void
  /**
   * The layer normaliser parts content plugins registered: global (static) slides' layers are
   * normalised by layers-text, not by core, so they run these too (image, media fields).
   */
  parts(): readonly PartNormaliser[]
}

export function createContentRegistry(): ContentRegistry {
  const factories = new Map<LayerType, ContentFactory>()
  const parts: PartNormaliser[] = []
  return {
    get: (type) => factories.get(type),
    add(types, factory, part) {
      for (const t of types) factories.set(t, factory)
      if (part) parts.push(part)
      return () => {
        for (const t of types) if (factories.get(t) === factory) factories.delete(t)
        const at = part ? parts.indexOf(part) : -1
        if (at >= 0) parts.splice(at, 1)
      }
    },
    parts: () => parts,
  }
}

// One registry per module root: a content plugin registers in its own setup, before the first
// slide is built, without waiting for layers-text's api (plugin apis arrive after every setup).
const perRoot = new WeakMap<HTMLElement, ContentRegistry>()

/** The content registry of the module at `root` (made on first use). */
export function contentRegistry(root: HTMLElement): ContentRegistry {
  let registry = perRoot.get(root)
  if (!registry) {
    registry = createContentRegistry()
    perRoot.set(root, registry)
  }
  return registry
}

/** Forgets the module's registry (layers-text's destroy). */
export function dropContentRegistry(root: HTMLElement): void {
  perRoot.delete(root)
}

/**
 * Registers `factory` for the layers of `types` in the module at `root` (call it in a plugin's
 * `setup`, with `requires: ['layers-text']`): layers-text builds, places, animates and wires
 * them as any layer and asks the factory for their content. `part`, the plugin's layer
 * normaliser, is run on global (static) slides' layers too. Returns the call that removes it.
 */
export function addLayerContent(
  root: HTMLElement,
  types: readonly LayerType[],
  factory: ContentFactory,
  part?: PartNormaliser,
): () => void {
  return contentRegistry(root).add(types, factory, part)
}
