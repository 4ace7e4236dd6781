import type { ActionsApi } from '../services/page/actions/actions'
import type { ObserversApi } from '../services/page/observers/observers'
import type { EventHandler, EventName, PluginEventName, SliderEvents, Unsubscribe } from './events'
import type { LayerModel, ModuleModel, RawRecord, SlideModel } from './model'
import type { Scheduler } from './scheduler'
import type { GoToOptions, GoToTarget, RestOptions } from './slider'
import type { PauseReason, SliderState } from './state'

/**
 * Public APIs of plugins by name; each plugin package adds its entry by declaration merging.
 * Core's own optional plugins (`@strata/core/page`) are listed here, because a relative
 * `declare module` inside core does not survive the bundled `.d.ts`.
 */
export interface PluginApis {
  /** `actions()` from `@strata/core/page`. */
  actions: ActionsApi
  /** `observers()` from `@strata/core/page`. */
  observers: ObserversApi
}

/** Services plugins reach through `ctx.services`; the services issue adds rest, loader, images... */
export interface Services {
  /** Add a problem to the module's report (logged once per batch). */
  report(path: string, message: string): void
  /** Say `text` to screen readers (set after 50 ms, docs/behaviour.md §9). */
  announce(text: string): void
  /**
   * This slider's REST settings (docs/behaviour.md §7), for plugins that call the site: pass them to
   * `createRestClient` from `@strata/core/rest`. `backend` is the editor flag (nonce only then);
   * `signal` aborts when the slider is destroyed, so a client made from them stops with it.
   * @default the slider's `rest` option, its `backend` flag, its `fetch` and its signal
   */
  rest?: RestOptions & { backend?: boolean; fetch?: typeof fetch; signal?: AbortSignal }
}

/** Records a problem found while normalising. */
export type Reporter = (path: string, message: string) => void

/**
 * A plugin's share of the normaliser: it fills the defaults of its own part of the data, so a
 * site pays only for the parts it installs. `path` is where the record sits in the raw data.
 */
export interface PartNormaliser {
  /**
   * Turns a slide's raw layers into LayerModels. Layer plugins bring core's `layerBase` part, so
   * a site with no layer plugin does not ship layer normalisation at all.
   */
  layers?(
    slide: SlideModel,
    parts: readonly PartNormaliser[],
    report: Reporter,
    path?: string,
  ): LayerModel[]
  module?(raw: RawRecord, model: ModuleModel, report: Reporter): void
  slide?(raw: RawRecord, slide: SlideModel, report: Reporter, path: string): void
  layer?(raw: RawRecord, layer: LayerModel, report: Reporter, path: string): void
}

export interface TransitionRequest {
  from: number
  to: number
  direction: 1 | -1
  fromElement: HTMLElement | null
  toElement: HTMLElement
  /** Reduced motion is on: keep it to a short fade at most. */
  reducedMotion: boolean
}

/** Animates a slide change; the core unlocks when every handler's promise settles. */
export type TransitionHandler = (request: TransitionRequest) => Promise<void> | void

/**
 * The layer grid's box in module CSS px at the current layout: where a layer plugin places its
 * grid (`x` / `y`: the grid's offset inside the module) and how much it is scaled.
 */
export interface GridBox {
  /** Left offset of the grid inside the module, px. */
  x: number
  /** Top offset of the grid inside the module, px. */
  y: number
  /** The grid's width on screen (grid width × scale), px. */
  width: number
  /** The grid's height on screen (grid height × scale), px. */
  height: number
  /** Layer scale: module width / grid width (docs/behaviour.md §9 sizing). */
  scale: number
}

/** The module's parts a plugin draws into: core's own elements, so no plugin queries selectors. */
export interface PluginDom {
  /** The `.strata-stage` element (clips the slides; global layers and controls go here). */
  stage: HTMLElement
  /** The `.strata-slides` track the slide elements are stacked in. */
  track: HTMLElement
  /** The layer grid's box at the current layout (read it again after `layout:change`). */
  grid(): GridBox
}

/**
 * The narrow view of the slider a plugin gets in `setup`.
 *
 * @example
 * ```ts
 * setup(ctx) {
 *   const badge = document.createElement('div')
 *   ctx.dom.stage.append(badge)
 *   const off = ctx.on('slide:after', ({ index }) => {
 *     badge.textContent = `${index + 1} / ${ctx.state.count}`
 *   })
 *   if (ctx.state.count < 2) ctx.services.report('slides', 'one slide: the badge stays hidden')
 *   return { destroy() { off(); badge.remove() } }
 * }
 * ```
 */
export interface PluginContext {
  root: HTMLElement
  module: ModuleModel
  /** The current state snapshot. */
  readonly state: SliderState
  /** The module's stage, track and layer grid. */
  dom: PluginDom
  on<K extends EventName>(type: K, handler: EventHandler<K>): Unsubscribe
  /**
   * Sends one of the plugin's OWN events: its name must start with `<plugin.name>:`. Core's events
   * (`slide:*`, `module:*`, ...) are not a plugin's to send; a wrong name is reported once under
   * `plugins.<name>` and not sent.
   */
  emit<K extends PluginEventName>(type: K, payload: SliderEvents[K]): void
  scheduler: Scheduler
  goTo(target: GoToTarget, options?: GoToOptions): void
  services: Services
  plugin<N extends keyof PluginApis>(name: N): PluginApis[N] | undefined
  /** Register a slide-change animation; returns a function that removes it. */
  addTransition(handler: TransitionHandler): Unsubscribe
  /**
   * The slide's layers, normalised on first use (and again once the slide was released from
   * the built slides: they are not kept meanwhile).
   */
  layers(index: number): readonly LayerModel[]
  /** The slide's element, built if needed. */
  slideElement(index: number): HTMLElement
  /**
   * Drops the slide's normalised layers and, if it is built, sends `slide:release` then
   * `slide:build` for its element, so plugins draw it again (e.g. after its layers were lazy-loaded).
   */
  rebuildSlide(index: number): void
  /**
   * How many slides either side of the current one are built (carousels show more); outside a
   * carousel the nearest slides shown before stay built too, three times as many as this window
   * holds. @default 1
   */
  setSlideWindow(radius: number): void
  /**
   * The slides a request may land on, ascending (docs/behaviour.md §4.1): every slide but those
   * whose `hideAfterLoops` the slideshow reached and, at the mobile level, those `hideOnMobile`.
   * It changes with the loop count, the level and a removal; compare its contents, not the array.
   */
  navigable(): readonly number[]
  /**
   * The slideshow controls (docs/behaviour.md §4, WAI-ARIA carousel pattern). Without a reason,
   * `pause` is the visitor's ('user') and `resume` the visitor's play. With one, a plugin holds
   * the timer for its own reason (e.g. 'media' while a video plays) and `resume(reason)` lets it
   * go; a visitor's play never clears a plugin's reason, and a plugin's resume never clears the
   * visitor's pause.
   */
  slideshow: {
    /** @default reason 'user' */
    pause(reason?: PauseReason): void
    /**
     * Without a reason, the visitor's play: clears 'user', 'api', 'motion', 'slide', 'hover' and
     * 'focus' (and starts a slideshow that is not `auto`). With one: removes that reason only.
     */
    resume(reason?: PauseReason): void
    /** The visitor's play/pause: play when they stopped it, else pause. */
    toggle(): void
    /**
     * Offers `element` as the module's rotation control in place of core's own: when the module
     * auto-rotates, core moves it to the start of the stage, first in the module's tab order.
     * Its name says what a press does; it calls `toggle()`. The plugin removes it on destroy.
     * One offered again in a `slide:remove` or `state:change` handler (a plugin drawing its
     * controls again) takes the old one's place once the plugin has put it in the page.
     */
    control(element: HTMLElement): void
  }
}

/** What a plugin's {@link Plugin.prepare} gets besides the data. */
export interface PrepareContext {
  /**
   * The slider's REST settings, its editor flag, its fetch and its `signal` (pass them to
   * `createRestClient`: the client's calls end when the slider is destroyed).
   */
  rest: NonNullable<Services['rest']>
  /** Aborts when the slider is destroyed: end fetches and waits with it. */
  signal: AbortSignal
  /** Add a problem to the module's report. */
  report: Reporter
  /**
   * The model of a prepared module (`@strata/core/prepared`), already read: a hook may take
   * what it needs from it rather than read the raw data. Undefined for raw data.
   * @default undefined
   */
  model?: ModuleModel
}

export interface PluginInstance<A = unknown> {
  api?: A
  destroy?(): void
}

/**
 * What a plugin factory returns: a plain object.
 *
 * @example
 * ```ts
 * declare module '@strata/core' {
 *   interface PluginApis { counter: { count(): number } }
 *   interface SliderEvents { 'counter:change': { count: number } }
 * }
 * export function counter(): Plugin<'counter', Record<string, never>, { count(): number }> {
 *   return {
 *     name: 'counter',
 *     options: {},
 *     setup(ctx) {
 *       let count = 0
 *       const off = ctx.on('slide:after', () => ctx.emit('counter:change', { count: ++count }))
 *       return { api: { count: () => count }, destroy: off }
 *     },
 *   }
 * }
 * ```
 */
export interface Plugin<N extends string = string, O = unknown, A = unknown> {
  name: N
  options: O
  /** Names of plugins that must be installed too. */
  requires?: readonly string[]
  /**
   * The plugin's part of the normaliser. `createSlider` reads it once the `prepare` hooks have
   * run, so a plugin made for prepared modules may load it there, on demand, for raw data.
   * @default undefined
   */
  normalise?: PartNormaliser
  /**
   * Loads what the module's data needs before the first paint (on-demand chunks), or rewrites
   * the data before it is normalised (e.g. builds a feed's slides): resolves to the data to go on
   * with (undefined, or the data it was given: unchanged). `createSlider` starts every plugin's
   * hook at once on the data as loaded, so their chunks arrive together, and awaits them all; the
   * hooks installed after one that rewrote the data run again on its result, so each hook's
   * result that counts is the one on the data the hooks before it left. A hook may therefore run
   * twice: loading the same chunk again must cost nothing. A hook that throws or rejects is
   * reported under `plugins.<name>` and leaves the data as it was; once the slider is destroyed
   * (`context.signal` aborts) no hook runs again and nothing mounts.
   * @default undefined (the data as loaded)
   */
  prepare?(data: unknown, context: PrepareContext): Promise<unknown>
  setup(ctx: PluginContext): PluginInstance<A> | undefined
}

// biome-ignore lint/suspicious/noExplicitAny: a list of differently typed plugins
export type AnyPlugin = Plugin<string, any, any>
