import type { RuntimeDom } from '../dom/markup'
import type { EventBus } from '../events/bus'
import type { StateStore } from '../runtime/state-store'
import type { ModuleModel, SlideModel } from '../types/model'
import type { Reporter } from '../types/plugin'
import type { GoToTarget } from '../types/slider'
import { keepFocus } from './keep-focus'
import type { Navigator, NavigatorDeps } from './navigator'

/*
 * `slider.removeSlide` (docs/behaviour.md §4), loaded on demand: only the sites that call it download it. It
 * imports types only, so core's main chunk stays one file. mount.ts runs it once no slide change
 * runs, one removal after another.
 */

/** What the runtime hands a removal: its parts, and the internals a removal moves. */
export interface RemovalEnv {
  model: ModuleModel
  store: Pick<StateStore, 'get' | 'set'>
  bus: Pick<EventBus, 'emit' | 'on'>
  navigator: Pick<Navigator, 'show' | 'changing'>
  navigable(): readonly number[]
  dom: RuntimeDom
  stage: {
    /** Slides `slide:build` was sent for. */
    built: Set<number>
    /** Normalised layers by slide index. */
    cache: Map<number, unknown>
    /** Moves the stage's current index (a removed current one becomes -1). */
    moveCurrent(shift: (index: number) => number): void
  }
  report: Reporter
  /** A slide's accessible name ("N of M" unless it has its own). */
  label(slides: readonly SlideModel[], index: number): string
  /** Shows the error slide (nothing left to show); settles once it is in. */
  error(): Promise<void>
  /** The slider was destroyed: nothing is removed any more. */
  dead(): boolean
}

/**
 * `slider.removeSlide(target)` once no slide change runs (unless the slider is gone by then).
 * The runtime's parts come positionally (see `RemovalEnv`): the caller is in the first download,
 * where an object's keys would be bytes of their own.
 */
export async function removeWhenIdle(
  target: GoToTarget,
  model: RemovalEnv['model'],
  dom: RemovalEnv['dom'],
  stage: RemovalEnv['stage'],
  navigator: RemovalEnv['navigator'],
  navigable: RemovalEnv['navigable'],
  store: RemovalEnv['store'],
  bus: RemovalEnv['bus'],
  report: RemovalEnv['report'],
  label: RemovalEnv['label'],
  error: RemovalEnv['error'],
  dead: RemovalEnv['dead'],
): Promise<void> {
  const env = { model, dom, stage, navigator, navigable, store, bus, report, label, error, dead }
  await idle(env)
  if (!env.dead()) await removeTarget(target, env)
}

/**
 * Resolves once no slide change runs. A `slide:after` handler may start the next change at once,
 * so it looks again after each one. (A slider destroyed meanwhile sends none: it never resolves.)
 */
export async function idle({ navigator, bus }: RemovalEnv): Promise<void> {
  while (navigator.changing())
    await new Promise<void>((done) => {
      const off = bus.on('slide:after', () => {
        off()
        done()
      })
    })
}

/**
 * Takes `target` (an index, or a slide id) out of the module and the DOM; see
 * `Slider.removeSlide`. An unknown target is reported and nothing is removed.
 */
export function removeTarget(target: GoToTarget, env: RemovalEnv): Promise<void> | undefined {
  const { model, dom, stage } = env
  // The normaliser's `cleanId` for a string, copied: passed in, it was in the first download of
  // `@strata/core/prepared`, which has no normaliser (issue #25).
  const id = typeof target === 'string' && target.trim().replace(/^SR7_(.*?)(_\d+)?$/, '$1')
  const index = id ? model.slides.findIndex((s) => s.id === id) : (target as number)
  if (!model.slides[index]) {
    env.report('removeSlide', `no slide matches "${target}"; nothing removed`)
    return
  }
  keepFocus(dom.stage.parentElement ?? dom.stage, dom.track, index, dom.els.get(index), (stop) =>
    env.bus.on('module:destroy', stop),
  )
  // Plugins drop what they drew in it while its element is still there.
  if (stage.built.has(index)) env.bus.emit('slide:release', { index, element: dom.slide(index) })
  takeOutSlide(model, index)
  dom.release(index)
  // Later slides move down one index; the removed one (and its layers) is gone.
  const shift = (i: number) => (i > index ? i - 1 : i === index ? -1 : i)
  const rekey = <T>(keyed: Map<number, T>) => {
    const moved = [...keyed]
    keyed.clear()
    for (const [i, value] of moved) if (i !== index) keyed.set(shift(i), value)
  }
  rekey(dom.els)
  rekey(stage.cache)
  const built = [...stage.built]
  stage.built.clear()
  for (const i of built) if (i !== index) stage.built.add(shift(i))
  stage.moveCurrent(shift)
  const [active, visible] = dom.view()
  for (const [i, el] of dom.els) {
    el.dataset.index = `${i}`
    el.setAttribute('aria-label', env.label(model.slides, i))
  }
  dom.setActive(shift(active), visible.map(shift))
  removeSlide(index, env.navigator, {
    getState: env.store.get,
    setState: env.store.set,
    navigable: env.navigable,
    emit: env.bus.emit,
    slides: model.slides,
  })
  if (!env.navigable().length) return env.error()
}

/**
 * Takes slide `index` out of `model.slides` (in place, so everything holding the list sees it):
 * later slides move down one index, and `model.hidden` follows.
 */
export function takeOutSlide(model: ModuleModel, index: number): void {
  const { slides } = model
  slides.splice(index, 1)
  for (let i = index; i < slides.length; i++) (slides[i] as { index: number }).index = i
  model.hidden = model.hidden.flatMap((h) =>
    h.index === index ? [] : [h.index > index ? { ...h, index: h.index - 1 } : h],
  )
}

/**
 * docs/behaviour.md §4 "Removing the current slide moves to the next". Call it once the slide at `index` was
 * taken out of the navigator's `slides` (in place) and no change is running: later indices shift
 * down, `count` follows, `slide:remove` is sent; if it was the current one, the next slide (now
 * at its place, else the first) shows like the first slide did (from -1, not waiting for the
 * viewport or the navigation delay).
 */
export function removeSlide(
  index: number,
  navigator: Pick<Navigator, 'show' | 'changing'>,
  {
    getState,
    setState,
    navigable,
    emit,
    slides,
  }: Pick<NavigatorDeps, 'getState' | 'setState' | 'navigable' | 'emit' | 'slides'>,
): void {
  const { index: current, prevIndex } = getState()
  const shift = (i: number) => (i > index ? i - 1 : i === index ? -1 : i)
  setState({ index: shift(current), prevIndex: shift(prevIndex), count: slides.length })
  emit('slide:remove', { index })
  if (current !== index) return
  const nav = navigable()
  const next = nav.find((i) => i >= index) ?? nav[0]
  // The current index is -1 now, so `show` treats it as a first slide.
  if (next !== undefined) void navigator.show(next)
}
