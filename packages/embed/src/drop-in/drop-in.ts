import { createSlider, type RawRecord, type Slider } from '@strata/core'
import { OPT_IN_PLUGINS } from '../element/define'
import { pluginsFor } from '../plugins/needs'
import { type PluginRegistry, resolvePlugins } from '../plugins/registry'
import { fillEmptySlides, readFallbacks } from './fallback'
import { pageGlobals, restOf } from './globals'
import { installPreSizing } from './presize-hook'

export interface DropInOptions {
  /** The plugin factories modules may use, by name. */
  plugins: PluginRegistry
  /** The window whose page is read. @default globalThis.window */
  win?: Window
}

/** The running drop-in mode of a page. */
export interface DropIn {
  /** The sliders made so far, by module element id. */
  readonly sliders: ReadonlyMap<string, Slider>
  /** Resolves once the page is parsed and every slider made is ready. Never rejects. */
  readonly ready: Promise<void>
  /** Destroys every slider; the page's fallback markup is shown again. */
  destroy(): void
}

/** The front end's module element. */
export const MODULE_SELECTOR = 'sr7-module'

function isRecord(v: unknown): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * Drop-in mode (docs/embed.md "Drop-in"): pre-sizing is taken at once, then, when the page is
 * parsed, every `<sr7-module>` becomes a Strata slider from `SR7.JSON[id]` (inline data or a
 * `.json` URL), else from the site's endpoints in `SR7.E` by its `data-id` / `data-alias`. Slides
 * with empty layers get their fallback background and, with an ajax endpoint, load their layers.
 * A module without data, or with no slide to show (its `.json` failed), is reported on the console
 * with its id and its fallback markup stays. A module whose every slide hides on mobile takes no
 * space at a width where none shows and is built at one where some do (`hidden-here.ts`).
 */
export function startDropIn(options: DropInOptions): DropIn {
  const win = options.win ?? globalThis.window
  const doc = win.document
  const sliders = new Map<string, Slider>()
  const undo: Array<() => void> = []
  let destroyed = false
  installPreSizing(win)

  const mount = (el: HTMLElement): Promise<void> | undefined => {
    const { sr7 } = pageGlobals(win)
    const id = el.id
    // Its data is found by its id: without one, or with a mounted module's, it keeps its markup.
    if (!id || sliders.has(id)) {
      console.warn(
        `[strata] ${id ? `module "${id}": an earlier <sr7-module> has its id` : 'an <sr7-module> has no id'}; its fallback markup stays`,
      )
      return undefined
    }
    const rest = restOf(sr7)
    const data = sr7.JSON?.[id]
    const dbId = el.dataset.id?.trim()
    const alias = el.dataset.alias?.trim()
    let module: RawRecord | string | { id: string } | { alias: string }
    let names: string[] | undefined
    if (isRecord(data)) {
      const lazy = !!rest?.ajaxUrl
      const fallbacks = readFallbacks(el, (key, src) =>
        console.warn(`[strata] module "${id}": slide ${key}'s fallback image "${src}" is refused`),
      )
      const filled = fillEmptySlides(data, fallbacks, lazy)
      module = filled.module
      names = pluginsFor(module)
      if (lazy && filled.emptySlides.length) names.push('lazy-slides')
    } else if (typeof data === 'string' && data.trim()) module = data.trim()
    else if (rest && (dbId || alias)) module = dbId ? { id: dbId } : { alias: alias as string }
    else {
      console.warn(
        `[strata] module "${id}" has no data: SR7.JSON["${id}"] is not set and the page names no REST endpoint; its fallback markup stays`,
      )
      return undefined
    }
    const own = [...el.children] as HTMLElement[]
    // What the module has now (a slider, or its collapse while no slide shows at its width):
    // one at a time, ended by the next or by destroy.
    let teardown = (): void => {}
    const swap = (make: () => () => void): void => {
      teardown()
      teardown = make()
    }
    const build = (): (() => void) => {
      const plugins = resolvePlugins(
        options.plugins,
        names ??
          Object.keys(options.plugins).filter(
            (n) => !(OPT_IN_PLUGINS as readonly string[]).includes(n),
          ),
      )
      const slider = createSlider(el, { module, plugins, ...(rest && { rest }) })
      sliders.set(id, slider)
      // Once the first slide shows, the fallback markup steps aside; destroy puts it back. No slide
      // (the error slide: a `.json` that failed, no slides): the page's own content beats it, so
      // the slider goes and the markup stays, as for a module the site could not give.
      const displays = own.map((child) => child.style.display)
      const off = slider.on('module:ready', () => {
        const model = slider.module
        const shown = slider.state.index >= 0
        const told = () =>
          shown || console.warn(`[strata] module "${id}" shows no slide; its fallback markup stays`)
        if (shown) for (const child of own) child.style.display = 'none'
        else slider.destroy()
        // Every slide may hide on mobile (issue #25): the module may follow the width (a chunk;
        // when it cannot load, the module is as any that shows no slide).
        const count = model?.slides.length
        if (count && count === model.hidden.length)
          import('./hidden-here').then(
            (chunk) => teardown === end && chunk.followWidth(slider, el, swap, build),
            told,
          )
        else told()
      })
      const end = (): void => {
        off()
        slider.destroy()
        own.forEach((child, i) => {
          child.style.display = displays[i] ?? ''
        })
      }
      return end
    }
    swap(build)
    // Destroyed: what the module has goes, and a chunk that lands later finds it ended.
    undo.push(() => swap(() => () => {}))
    return sliders.get(id)?.ready
  }

  const mountAll = (): Promise<void> => {
    if (destroyed) return Promise.resolve()
    // Pre-sizing scripts that ran while the page replaced SR7 or _tpt are run once more.
    installPreSizing(win)
    const jobs = [...doc.querySelectorAll<HTMLElement>(MODULE_SELECTOR)].map(mount)
    return Promise.all(jobs).then(() => undefined)
  }

  const ready =
    doc.readyState === 'loading'
      ? new Promise<void>((resolve) => {
          const onParsed = () => resolve(mountAll())
          doc.addEventListener('DOMContentLoaded', onParsed, { once: true })
          undo.push(() => {
            doc.removeEventListener('DOMContentLoaded', onParsed)
            resolve()
          })
        })
      : Promise.resolve().then(mountAll)

  return {
    sliders,
    ready,
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const job of undo.splice(0).reverse()) job()
      sliders.clear()
    },
  }
}
