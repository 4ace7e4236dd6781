import { ANNOUNCE_DELAY, createAnnouncer } from '../a11y/announcer'
import { watchReducedMotion } from '../a11y/reduced-motion'
import { ERROR_SLIDE_CLASS, SLIDE_CLASS } from '../dom/classes'
import { div, label } from '../dom/element'
import { createModuleDom, slideLabel } from '../dom/markup'
import type { EventBus } from '../events/bus'
import { clampDpr } from '../layout/dpr'
import { observeResize } from '../layout/resize'
import { computeLayout, type Layout } from '../layout/sizing'
import { createNavigator } from '../navigation/navigator'
import { navigableIndices, resolveTarget } from '../navigation/resolve-target'
import { failed } from '../normalise/safe'
import { type PluginSet, setupPlugins } from '../plugins/registry'
import { createSlideshow } from '../slideshow/slideshow'
import type { ModuleModel } from '../types/model'
import type { AnyPlugin, PartNormaliser, PluginApis, Reporter, Services } from '../types/plugin'
import type { Scheduler } from '../types/scheduler'
import type { GoToOptions, GoToTarget } from '../types/slider'
import type { PauseReason } from '../types/state'
import { observeViewport } from '../viewport/viewport'
import { createPluginContexts } from './plugin-context'
import { createSlideStage } from './slide-stage'
import type { StateStore } from './state-store'

/**
 * docs/behaviour.md §2: the error slide shown when there is nothing valid to show (its chunk,
 * dom/error-slide.ts, has its own copy of the title).
 */
export const ERROR_TITLE = 'There is nothing to show here!'
export const ERROR_SUBTITLE = 'Please check the settings'

export interface MountDeps {
  root: HTMLElement
  model: ModuleModel
  bus: EventBus
  store: StateStore
  scheduler: Scheduler
  parts: readonly PartNormaliser[]
  report: Reporter
  /** The slider's REST settings, handed to plugins as `ctx.services.rest`. */
  rest?: Services['rest']
}

/** Wires the DOM, layout, observers, navigator and slideshow of one loaded module. */
export function mountRuntime({
  root,
  model,
  bus,
  store,
  scheduler,
  parts,
  report,
  rest,
}: MountDeps) {
  const { settings, slides } = model
  const cleanups: Array<() => void> = []
  const dom = createModuleDom(root, model)
  const announcer = createAnnouncer(root, scheduler)
  /** A plugin's rotation control, offered through `ctx.slideshow.control`. */
  let control: HTMLElement | undefined
  let rotation: Promise<void> | undefined
  /** The plugins `setup` set up: their apis by name, and their destroy. */
  let installed: PluginSet | undefined
  let warnedWidth = false
  let dead = false
  const state = store.get
  const isMobile = (): boolean => state().level === 4
  // The navigable list changes only with the loop count, the device level and the slide count; it
  // is asked for on every state change, so it is kept rather than rebuilt each time.
  let navKey = ''
  let navList: number[] = []
  const navigable = (): number[] => {
    const now = state()
    const key = `${now.loops} ${now.level} ${slides.length}`
    if (navKey !== key) {
      navKey = key
      navList = navigableIndices(slides.length, model.hidden, now)
    }
    return navList
  }
  const stage = createSlideStage({
    dom,
    model,
    bus,
    parts,
    report,
    reducedMotion: () => state().reducedMotion,
    later: (job) => scheduler.after(ANNOUNCE_DELAY, job),
  })

  let layout: Layout | undefined
  /** `observed`: the root's width as the resize observer reported it, which needs no layout read. */
  const measure = (observed?: number): void => {
    const outer = observed || root.getBoundingClientRect().width || root.parentElement?.clientWidth
    if (!outer && root.isConnected && !warnedWidth) {
      warnedWidth = true
      console.warn('[strata] the module has no width: check the parent element, it has zero size')
    }
    const size = settings.size
    const last = layout
    layout = computeLayout(size, {
      containerWidth: outer || size.width[0],
      viewportHeight: globalThis.innerHeight || size.height[0],
    })
    const { level, width, height, scale } = layout
    const change = { level, width, height, scale }
    // The observer's first report (the size measured at mount) changes nothing: no event, so no
    // plugin lays every built slide out again mid-change (issue #25). The rest of a layout
    // follows from these four.
    if (
      last &&
      (Object.keys(change) as Array<keyof typeof change>).every((k) => last[k] === change[k])
    )
      return
    dom.setSize(width, height)
    // The slide count goes with the first layout: one state change at mount, not two.
    store.set({ ...change, dpr: clampDpr(settings.general.dpr), count: slides.length })
    bus.emit('layout:change', change)
    // The navigable slides may have changed with the level: the slideshow's timer follows (a
    // module opened on a phone with one slide left to show rotates once widened), and a shown
    // slide the level hides gives way to the next navigable one.
    slideshow.wake()
  }

  const navigator = createNavigator({
    scheduler,
    emit: bus.emit,
    getState: state,
    setState: store.set,
    navigable,
    slides,
    inViewport: () => state().inViewport,
    transition: stage.transition,
    navDelay: () => settings.slideshow.navDelay,
    isMobile,
    report,
  })
  const slideshow = createSlideshow({
    scheduler,
    settings: settings.slideshow,
    slides,
    getIndex: () => state().index,
    navigable,
    next: () => navigator.request('next'),
    emit: bus.emit,
    setState: store.set,
    locked: () => state().locked,
    watched: () => bus.has('slideshow:progress'),
  })
  measure()

  const goTo = (target: GoToTarget, options?: GoToOptions): void => {
    if (options?.user) slideshow.pause('user')
    navigator.request(target, options)
  }

  // The error slide's code is a chunk of its own, loaded when it shows.
  const showError = () =>
    import('../dom/error-slide').then(({ errorSlide, TITLE }) => {
      // Destroyed while it loaded: an adopted (server-rendered) track stays in the page.
      if (!dead)
        dom.showError(
          errorSlide(
            div,
            label,
            `${SLIDE_CLASS} ${ERROR_SLIDE_CLASS}`,
            root.ownerDocument,
            TITLE,
            settings.errorSubtitle || ERROR_SUBTITLE,
          ),
        )
    })
  /**
   * docs/behaviour.md §4: takes a slide out (index or slide id) once no change runs; see `Slider.removeSlide`.
   * The code is a chunk of its own, loaded on the first call. Removals run one after another:
   * each may start a change the next must wait for.
   */
  let removals = Promise.resolve()
  const remove = (target: GoToTarget): Promise<void> =>
    (removals = removals
      .then(() => import('../navigation/remove-slide'))
      .then(({ removeWhenIdle }) =>
        removeWhenIdle(
          target,
          model,
          dom,
          stage,
          navigator,
          navigable,
          store,
          bus,
          report,
          slideLabel,
          showError,
          () => dead,
        ),
      )
      .catch((error: unknown) => report('removeSlide', failed(error))))

  const pluginApi = <N extends keyof PluginApis>(name: N) =>
    installed?.apis.get(name) as PluginApis[N] | undefined
  const contexts = createPluginContexts(
    {
      root,
      module: model,
      dom: {
        stage: dom.stage,
        track: dom.track,
        // measure() ran above, so a layout is always there by the time a plugin asks.
        grid: () => ({ ...layout!.grid }),
      },
      scheduler,
      goTo,
      services: { report, announce: announcer.announce, rest },
      plugin: pluginApi,
      layers: stage.layers,
      slideElement: stage.element,
      setSlideWindow: stage.setRadius,
      navigable,
      rebuildSlide: stage.rebuild,
      slideshow: {
        pause: (reason: PauseReason = 'user') => slideshow.pause(reason),
        resume: slideshow.resume,
        toggle: slideshow.toggle,
        control: (el) => {
          control = el
        },
      },
    },
    bus,
    state,
    stage.addTransition,
  )

  /** Keeps a cleanup for destroy; after destroy (a handler called it mid-start) runs it now. */
  const keep = (...jobs: Array<() => void>): void => {
    cleanups.push(...jobs)
    if (dead) for (const job of cleanups.splice(0)) job()
  }

  async function start(): Promise<void> {
    keep(
      bus.on('slide:after', ({ index, prevIndex, direction }) => {
        slideshow.slideChanged(index, prevIndex, direction)
        const title = slides[index]?.title
        const label = slideLabel(slides, index)
        announcer.announce(title ? `${label}: ${title}` : label)
      }),
      // A change that starts before the last one was announced leaves that slide unannounced.
      bus.on('slide:before', announcer.drop),
      observeResize(root, measure, scheduler, isMobile),
      observeViewport(root, (inViewport) => {
        store.set({ inViewport })
        bus.emit('viewport:change', { inViewport })
        navigator.viewportChanged(inViewport)
        slideshow[inViewport ? 'resume' : 'pause']('viewport')
      }),
      // The first time the slideshow starts (or a script starts it) with slides to go to, its page
      // side loads: pause triggers, a quiet live region, the rotation control
      // (slideshow/rotation.ts). Slides to go to may come with a new device level.
      bus.on('state:change', () => {
        if (rotation || state().slideshow === 'idle' || navigable().length < 2) return
        rotation = import('../slideshow/rotation')
          .then(({ mountRotation }) =>
            keep(
              mountRotation(
                root,
                dom.stage,
                announcer,
                () => control,
                slideshow,
                bus,
                state,
                model,
                navigable,
              ),
            ),
          )
          .catch((error: Error) => report('slideshow', failed(error)))
      }),
    )
    const motion = watchReducedMotion((reduced) => {
      store.set({ reducedMotion: reduced })
      bus.emit('motion:change', { reduced })
      // Calm by default: with reduced motion the slideshow waits until the visitor asks for it.
      if (reduced) slideshow.pause('motion')
    })
    keep(motion.stop)
    store.set({ reducedMotion: motion.reduced })
    if (motion.reduced) slideshow.pause('motion')
    if (dead) return

    if (!navigable().length) {
      // Every slide may be hidden here (e.g. all hide on mobile): say so rather than show a blank.
      if (slides.length) report('slides', 'every slide is hidden at this screen size')
      await showError()
    } else {
      const first =
        settings.slideshow.firstSlide === 'auto'
          ? 0
          : (await import('./first-slide')).firstSlideIndex(model, report, resolveTarget)
      // Destroyed while the chunk loaded: no slide is built.
      if (!dead) await navigator.show(first)
    }
    if (dead) return
    store.set({ ready: true })
    bus.emit('module:ready', undefined)
    // A module:ready handler may have destroyed the slider: a dead slideshow does not start.
    if (state().index >= 0) slideshow.start()
  }

  return {
    /** Sets the plugins up, each with its context (see `setupPlugins`). */
    setup(plugins: readonly AnyPlugin[]) {
      installed = setupPlugins(plugins, contexts.context, report, contexts.release)
      // Destroyed while the plugins set up: they go at once.
      if (dead) installed.destroy()
    },
    plugin: pluginApi,
    goTo,
    removeSlide: remove,
    slideshow,
    start,
    destroy() {
      dead = true
      installed?.destroy()
      navigator.destroy()
      slideshow.destroy()
      for (const cleanup of cleanups.reverse()) cleanup()
      stage.destroy()
      announcer.destroy()
      dom.destroy()
    },
  }
}

export type Runtime = ReturnType<typeof mountRuntime>
