import { createBus } from './events/bus'
import { loadModule } from './load/load-module'
import { readRaw } from './normalise/read-raw'
import { failed } from './normalise/safe'
import { byName } from './plugins/registry'
import { mountRuntime, type Runtime } from './runtime/mount'
import { createReportLog } from './runtime/report-log'
import { createStateStore } from './runtime/state-store'
import { createScheduler } from './scheduler/scheduler'
import type { ModuleModel } from './types/model'
import type { PartNormaliser, Reporter } from './types/plugin'
import type { GoToOptions, GoToTarget, Slider, SliderOptions } from './types/slider'

/**
 * How a `createSlider` turns the loaded data into a model, its problems reported: `@strata/core`
 * reads raw data, `@strata/core/prepared` opens prepared modules (docs/architecture.md).
 * `prepare` runs the plugins' `prepare` hooks on the data (handing them a prepared module's
 * `model`) and resolves to the data to read: the data itself unless a hook rewrote it. `parts`
 * gives the plugins' parts of the normaliser as they stand once the hooks have run.
 */
export type ModuleReader = (
  data: unknown,
  prepare: (data: unknown, model?: ModuleModel) => Promise<unknown>,
  parts: () => PartNormaliser[],
  report: Reporter,
) => Promise<ModuleModel>

/** The destroy of the slider each root holds. */
const live = new WeakMap<HTMLElement, () => void>()

/**
 * One slider's life (load, the plugins' `prepare` hooks, read, mount), its data read by
 * `reader`: `@strata/core`'s `createSlider` reads raw data, `@strata/core/prepared`'s opens
 * prepared modules and reads raw data on demand. See `createSlider` for the contract.
 */
export function createSliderWith(
  reader: ModuleReader,
  root: HTMLElement,
  options: SliderOptions,
): Slider {
  // A progress handler added while the slideshow's clock waits on its timer gets every frame.
  const bus = createBus((type) => type === 'slideshow:progress' && runtime?.slideshow.wake())
  const store = createStateStore(() => bus.emit('state:change', undefined))
  const scheduler = options.scheduler ?? createScheduler()
  const plugins = options.plugins ?? []
  // The first plugin of each name; `setupPlugins` reports the others.
  const named = [...byName(plugins).values()]
  let model: ModuleModel | undefined
  let runtime: Runtime | undefined
  let destroyed = false
  const early: Array<(r: Runtime) => void> = []
  // Ends the first load (and its retry waits) when the slider is destroyed before it loaded.
  const loadAbort = new AbortController()
  const log = createReportLog(
    () => model?.settings.alias || model?.id || root.id || 'module',
    // A batch logged after destroy (reported before it) reaches no handler: destroy clears them.
    (entries) => bus.emit('module:report', { entries }),
  )
  // A destroyed slider reports nothing (a hook or a chunk failing after it is no page's problem).
  const report: Reporter = (path, message) => destroyed || log.add(path, message)

  const whenRunning = (job: (r: Runtime) => void): void => {
    if (destroyed) return
    if (runtime) job(runtime)
    else early.push(job)
  }

  async function start(): Promise<void> {
    const fetch = options.fetch ?? globalThis.fetch?.bind(globalThis)
    const signal = loadAbort.signal
    // Plugins that call the site (`@strata/core/rest`) get this slider's REST settings, and its
    // signal: a client made from them ends its calls and retries when the slider is destroyed.
    const rest = { ...options.rest, backend: !!options.backend, fetch, signal }
    // The editor flag goes with it: a backend ajax load sends the nonce (docs/behaviour.md §6, §7).
    const loaded = await loadModule(options.module, {
      ...rest,
      rest: options.rest,
      timeout: options.loadTimeout,
    })
    if (destroyed) return
    if ('error' in loaded) {
      report('module', loaded.error)
      // docs/behaviour.md §8: a module the database could not give shows nothing at all.
      if (loaded.hide) return
    }
    // Plugins may rewrite the data first, e.g. build a feed's slides (`Plugin.prepare`). Their
    // hooks start together on the data as loaded, so the chunks they load arrive in one round
    // trip, not one a plugin; the hooks after one that rewrote it run again on its result. A
    // throwing one is reported and leaves the data as it was; none runs again once destroyed.
    const prepare = async (data: unknown, model?: ModuleModel, from = 0): Promise<unknown> => {
      const out = await Promise.all(
        named.slice(from).map(async (p) => {
          try {
            return await p.prepare?.(data, { rest, signal, report, model })
          } catch (error) {
            report(`plugins.${p.name}`, `prepare ${failed(error)}`)
          }
        }),
      )
      // A hook that only loads code resolves to undefined or to the data it was given; data a
      // hook rewrote is raw data, with no model.
      const at = out.findIndex((next) => next !== undefined && next !== data)
      return destroyed || at < 0 ? data : prepare(out[at], undefined, from + at + 1)
    }
    // A hook may load its plugin's part on demand: the parts are read once the hooks have run.
    const parts = () => named.flatMap((p) => p.normalise ?? [])
    const read = await reader('raw' in loaded ? loaded.raw : {}, prepare, parts, report)
    if (destroyed) return
    model = read
    const r = mountRuntime({ root, model, bus, store, scheduler, parts: parts(), report, rest })
    runtime = r
    // A handler may destroy the slider at any moment of the mount (docs/behaviour.md §9): what
    // was built so far goes, and nothing more is set up.
    if (destroyed) return r.destroy()
    r.setup(plugins)
    if (destroyed) return
    for (const job of early) job(r)
    await r.start()
  }

  // One slider per root: a second one on the same element ends the first (docs/behaviour.md §9).
  live.get(root)?.()
  live.set(root, destroy)
  const ready = start().catch((error: unknown) => {
    report('module', `start ${failed(error)}`)
  })

  const goTo = (target: GoToTarget, opts?: GoToOptions): void =>
    whenRunning((r) => r.goTo(target, opts))

  return {
    ready,
    get state() {
      return store.get()
    },
    get module() {
      return model
    },
    get report() {
      return log.entries
    },
    next: () => goTo('next'),
    prev: () => goTo('prev'),
    goTo,
    removeSlide: (target) => whenRunning((r) => r.removeSlide(target)),
    pause: () => whenRunning((r) => r.slideshow.pause()),
    resume: () => whenRunning((r) => r.slideshow.resume()),
    toggle: () => whenRunning((r) => r.slideshow.toggle()),
    on: bus.on,
    plugin: (name) => runtime?.plugin(name),
    destroy,
  }

  function destroy(): void {
    if (destroyed) return
    destroyed = true
    if (live.get(root) === destroy) live.delete(root)
    loadAbort.abort()
    bus.emit('module:destroy', undefined)
    runtime?.destroy()
    if (!options.scheduler) scheduler.destroy()
    bus.clear()
  }
}

/**
 * Creates a slider in `root`. Never throws for bad data: problems go to `slider.report` (and the
 * console, once per batch); where nothing valid is left, the error slide shows.
 *
 * @example
 * ```ts
 * import { createSlider } from '@strata/core'
 * import { layersText } from '@strata/layers-text'
 *
 * const slider = createSlider(document.getElementById('hero')!, {
 *   module: '/sliders/hero.json',
 *   plugins: [layersText()],
 * })
 * await slider.ready
 * slider.on('slide:after', ({ index }) => console.log(index))
 * ```
 */
export function createSlider(root: HTMLElement, options: SliderOptions): Slider {
  return createSliderWith(readRaw, root, options)
}
