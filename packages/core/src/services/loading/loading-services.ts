import type { RawValue } from '../../types/model'
import type { PluginContext } from '../../types/plugin'
import { type Cookies, createCookies } from './cookie'
import { readColour } from './gradient-reader'
import { createImageQueue } from './image-queue'
import type { ImageQueue, ImageQueueOptions } from './image-types'
import { pageResources } from './resource-registry'
import type { ResourceRegistry } from './resource-types'

/** What a plugin gets from `loadingServices(ctx)`. */
export interface LoadingServices {
  /** Scripts and stylesheets, shared by every module on the page. */
  resources: ResourceRegistry
  /** The module's image queue, shared by every plugin of the module. */
  images: ImageQueue
  /**
   * CSS for a colour or gradient from the data: what `colour` from `@strata/core/kit` reads (CSS
   * text, a colour object `{ type, orig, string, angle, colors }` or its JSON), and an eased
   * gradient computed from its stops (`parseGradient`); problems go to the module's report, each
   * at its key, and give `transparent`. Eased ramps and broken values need the gradient reader,
   * an on-demand chunk: `prepareColours(raws)` in the plugin's `prepare` loads it when the data
   * needs it; until it has loaded such a value reads as the editor's own CSS (its `string`, else
   * `transparent`), and `late` gets the final CSS.
   */
  colour(raw: unknown, path: string, late?: (css: string) => void): string
  cookies: Cookies
  /** Releases this plugin's hold; the queue is destroyed when the last holder lets go. */
  destroy(): void
}

interface Shared {
  images: ImageQueue
  holders: number
}

// Keyed by the module's root element: core hands each plugin its own `services` object.
const perModule = new WeakMap<HTMLElement, Shared>()

/**
 * The loading services for a plugin: `const loading = loadingServices(ctx)` in `setup`, and
 * `loading.destroy()` in its destroy. Every plugin of one module shares one image queue (5 slots),
 * and refused urls or broken gradients become entries in the module's report.
 */
export function loadingServices(
  ctx: Pick<PluginContext, 'root' | 'services'>,
  options: Pick<ImageQueueOptions, 'createImage' | 'log'> = {},
): LoadingServices {
  const report = (path: string, message: string) => ctx.services.report(path, message)
  let shared = perModule.get(ctx.root)
  if (!shared) {
    shared = { images: createImageQueue({ ...options, report }), holders: 0 }
    perModule.set(ctx.root, shared)
  }
  shared.holders++
  const doc = ctx.root.ownerDocument
  const registry = pageResources(doc)
  let released = false
  const hold = shared
  return {
    resources: {
      ...registry,
      loadScript: (url, opts) => registry.loadScript(url, { report, ...opts }),
      loadStyle: (url, opts) => registry.loadStyle(url, { report, ...opts }),
      // The page registry outlives any one module: a plugin must not tear it down.
      destroy: () => {},
    },
    images: hold.images,
    colour: (raw, path, late) => readColour(raw as RawValue, report, path, late),
    cookies: createCookies(doc),
    destroy() {
      if (released) return
      released = true
      if (--hold.holders === 0) {
        hold.images.destroy()
        perModule.delete(ctx.root)
      }
    },
  }
}
