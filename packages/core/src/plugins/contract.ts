import { vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import type { RawRecord } from '../types/model'
import type { AnyPlugin, PluginContext } from '../types/plugin'
import type { FakeScheduler } from '../types/scheduler'

export interface ContractOptions {
  /** Module data for the slider. @default `contractModule()`: 3 slides with a text layer each */
  module?: RawRecord
  /** Other plugins installed alongside (e.g. the ones it `requires`). @default none */
  plugins?: () => readonly AnyPlugin[]
}

/** A 3-slide module in the exported data shape (docs/data-format/README.md), one text layer per slide. */
export function contractModule(): RawRecord {
  const slides: RawRecord = {}
  for (const n of [1, 2, 3]) {
    const text = { id: 1, type: 'text', content: { text: `Slide ${n}` } }
    slides[n] = { id: n, slide: { title: `Slide ${n}`, order: n }, layers: { 1: text } }
  }
  return { id: 'contract', settings: { alias: 'contract' }, slides }
}

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const
const FRAMES = ['requestAnimationFrame', 'cancelAnimationFrame'] as const
const OBSERVERS = ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']
type Calls = readonly (readonly unknown[])[]

function capture(o: unknown) {
  return typeof o === 'boolean' ? o : Boolean((o as AddEventListenerOptions)?.capture)
}

/** Event types added and never removed (an aborted `signal` counts as removed). */
function unremoved(adds: Calls, removes: Calls): string[] {
  const live: (readonly unknown[])[] = []
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a[0] === b[0] && a[1] === b[1] && capture(a[2]) === capture(b[2])
  for (const add of adds) {
    if (!(add[2] as AddEventListenerOptions)?.signal?.aborted && !live.some((l) => same(l, add)))
      live.push(add)
  }
  for (const remove of removes) {
    const i = live.findIndex((l) => same(l, remove))
    if (i >= 0) live.splice(i, 1)
  }
  return live.map((l) => String(l[0]))
}

/** Spies on what creates and releases listeners and observers; `left()` lists what is left. */
export function watchGlobals(root: HTMLElement) {
  const listenerSpies = (
    [
      ['window', window],
      ['document', document],
      ['root', root],
    ] as const
  ).map(([label, target]) => ({
    label,
    add: vi.spyOn(target, 'addEventListener'),
    remove: vi.spyOn(target, 'removeEventListener'),
  }))
  const observerSpies = OBSERVERS.flatMap((name) => {
    const proto = (
      globalThis as unknown as Record<string, { prototype?: Record<string, unknown> } | undefined>
    )[name]?.prototype
    if (typeof proto?.observe !== 'function') return []
    const spy = (method: string) =>
      typeof proto[method] === 'function'
        ? vi.spyOn(proto as Record<string, () => void>, method)
        : undefined
    return [
      {
        name,
        observe: spy('observe')!,
        unobserve: spy('unobserve'),
        disconnect: spy('disconnect'),
      },
    ]
  })
  const all = [
    ...listenerSpies.flatMap((s) => [s.add, s.remove]),
    ...observerSpies.flatMap((s) => [s.observe, s.unobserve, s.disconnect]),
  ]
  return {
    reset: () => {
      for (const spy of all) spy?.mockClear()
    },
    restore: () => {
      for (const spy of all) spy?.mockRestore()
    },
    left(): string[] {
      const out = listenerSpies.flatMap(({ label, add, remove }) => {
        const types = unremoved(add.mock.calls, remove.mock.calls)
        return types.length ? [`${label} listener(s) not removed: ${types.join(', ')}`] : []
      })
      for (const { name, observe, unobserve, disconnect } of observerSpies) {
        const targets = new Map<unknown, number>()
        const bump = (list: readonly unknown[] = [], by: number) => {
          for (const o of list) targets.set(o, (targets.get(o) ?? 0) + by)
        }
        bump(observe.mock.contexts, 1)
        bump(unobserve?.mock.contexts, -1)
        for (const o of disconnect?.mock.contexts ?? []) targets.delete(o)
        const live = [...targets.values()].filter((n) => n > 0).length
        if (live) out.push(`${live} ${name}(s) still observing`)
      }
      return out
    },
  }
}

/** Counts the bus handlers a plugin subscribes through `ctx.on` and has not released. */
function countHandlers(plugin: AnyPlugin) {
  const state = { live: 0, setups: 0 }
  const wrapped: AnyPlugin = {
    ...plugin,
    setup(ctx) {
      state.setups++
      const on: PluginContext['on'] = (type, handler) => {
        const off = ctx.on(type, handler)
        let done = false
        state.live++
        return () => {
          if (!done) state.live--
          done = true
          off()
        }
      }
      // A prototype link keeps ctx's getters (state) live.
      return plugin.setup(Object.create(ctx, { on: { value: on } }) as PluginContext)
    },
  }
  return { wrapped, state }
}

type Entries = { isIntersecting: boolean; target: Element }[]

/**
 * happy-dom's IntersectionObserver never reports: this double says "in view" on observe, so the
 * contract also drives a slide change. A class, as the browser's is (its prototype is spied on).
 */
class InViewObserver {
  #live = true
  constructor(private readonly callback: (entries: Entries, observer: InViewObserver) => void) {}
  observe(target: Element) {
    queueMicrotask(() => this.#live && this.callback([{ isIntersecting: true, target }], this))
  }
  unobserve() {}
  disconnect() {
    this.#live = false
  }
  takeRecords(): Entries {
    return []
  }
}

function snip(html: string) {
  return html.length > 160 ? `${html.slice(0, 160)}…` : html
}

/**
 * The shared plugin contract: a slider around a 3-slide module with a fake scheduler and fake
 * timers, set up, driven a little, destroyed; set up again on the same root and destroyed twice.
 * After each destroy nothing may be left. Resolves to the leaks found (empty when clean).
 * It installs fake timers for its run and restores real ones at the end.
 */
export async function checkPluginContract(
  factory: () => AnyPlugin,
  options: ContractOptions = {},
): Promise<string[]> {
  const leaks: string[] = []
  const root = document.createElement('div')
  root.id = 'strata-contract'
  root.setAttribute('data-keep', 'yes')
  document.body.append(root)
  const before = [root.outerHTML, document.body.innerHTML, document.head.innerHTML]
  // Core's on-demand chunks a start may ask for, loaded now: under fake timers vitest's module
  // loader waits on a timer of its own (about 12 s of fake time an import). The rotation chunk
  // too: every contract's slideshow starts, so its control's cleanup is checked inside it.
  await Promise.all([
    import('../runtime/first-slide'),
    import('../dom/error-slide'),
    import('../slideshow/rotation'),
  ])
  vi.useFakeTimers({ toFake: [...TIMERS, ...FRAMES] })
  const io = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver')
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: InViewObserver,
  })
  const globals = watchGlobals(root)
  const step = async (fake: FakeScheduler) => {
    fake.tick(16)
    await vi.advanceTimersByTimeAsync(16)
  }
  try {
    for (const round of [1, 2]) {
      globals.reset()
      vi.clearAllTimers()
      const fake = createFakeScheduler()
      const plugin = factory()
      const { wrapped, state } = countHandlers(plugin)
      const slider = createSlider(root, {
        module: options.module ?? contractModule(),
        plugins: [...(options.plugins?.() ?? []), wrapped],
        // The slider must cancel its jobs, not rely on someone destroying the scheduler.
        scheduler: { ...fake, destroy() {} },
      })
      let ready = false
      void slider.ready.then(() => {
        ready = true
      })
      for (let i = 0; i < 60 && !ready; i++) await step(fake)
      slider.next()
      for (let i = 0; i < 10; i++) await step(fake)
      slider.destroy()
      if (round === 2) slider.destroy()
      const at = `round ${round}`
      const found = [
        ...(ready ? [] : ['slider.ready did not resolve']),
        ...(state.setups ? [] : [`setup of "${plugin.name}" was never called`]),
        ...slider.report
          .filter((e) => e.path.startsWith('plugins.'))
          .map((e) => `${e.path}: ${e.message}`),
        ...(state.live ? [`${state.live} bus handler(s) still subscribed`] : []),
        ...(fake.size() ? [`${fake.size()} scheduler job(s) still pending`] : []),
        ...(vi.getTimerCount()
          ? [`${vi.getTimerCount()} timer(s) or animation frame(s) still pending`]
          : []),
        ...globals.left(),
      ]
      const [rootBefore, bodyBefore, headBefore] = before
      if (root.outerHTML !== rootBefore) found.push(`root changed: ${snip(root.outerHTML)}`)
      else if (document.body.innerHTML !== bodyBefore)
        found.push(`document.body changed: ${snip(document.body.innerHTML)}`)
      if (document.head.innerHTML !== headBefore)
        found.push(`document.head changed: ${snip(document.head.innerHTML)}`)
      leaks.push(...found.map((f) => `${at}: ${f}`))
    }
  } finally {
    globals.restore()
    if (io) Object.defineProperty(globalThis, 'IntersectionObserver', io)
    else Reflect.deleteProperty(globalThis, 'IntersectionObserver')
    vi.clearAllTimers()
    vi.useRealTimers()
    root.remove()
  }
  return leaks
}
