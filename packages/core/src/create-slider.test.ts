import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANNOUNCE_DELAY } from './a11y/announcer'
import { createSlider } from './create-slider'
import { createFakeScheduler } from './scheduler/fake-scheduler'
import { fakeSite, json } from './services/rest/test-site'
import { sampleModule } from './test-support/fake-browser'
import { settle, useFakePage } from './test-support/fake-page'
import type { AnyPlugin } from './types/plugin'
import type { SliderOptions } from './types/slider'

const page = useFakePage()

const make = (options: Partial<SliderOptions> = {}) => {
  const scheduler = createFakeScheduler()
  const slider = createSlider(page.root, { module: sampleModule(5), scheduler, ...options })
  return { slider, scheduler }
}
const current = () => page.root.querySelector<HTMLElement>('.strata-slide[aria-current="true"]')

describe('createSlider', () => {
  it('resolves ready when the first slide is shown, marked aria-current and data-active', async () => {
    const { slider } = make()
    await slider.ready
    expect(slider.state).toMatchObject({ index: 0, ready: true, count: 5 })
    expect(current()?.dataset.index).toBe('0')
    expect(current()?.hasAttribute('data-active')).toBe(true)
    expect(page.root.classList.contains('strata-module')).toBe(true)
    slider.destroy()
  })

  it('navigates next, previous and by target, wrapping over the slides', async () => {
    const { slider } = make()
    await slider.ready
    await settle()
    const seen: Array<[number, number]> = []
    slider.on('slide:after', (e) => seen.push([e.index, e.direction]))
    slider.prev()
    await settle()
    slider.next()
    await settle()
    slider.goTo('slide3')
    await settle()
    expect(seen).toEqual([
      [4, -1],
      [0, 1],
      [2, 1],
    ])
    expect(current()?.dataset.index).toBe('2')
    slider.destroy()
  })

  it('fires slide:before before the slide is drawn, then slide:after', async () => {
    const { slider } = make()
    await slider.ready
    await settle()
    const order: string[] = []
    slider.on('slide:before', (e) => order.push(`before ${e.from}->${e.to}`))
    slider.on('slide:after', (e) => order.push(`after ${e.prevIndex}->${e.index}`))
    slider.next()
    await settle()
    expect(order).toEqual(['before 0->1', 'after 0->1'])
    slider.destroy()
  })

  it('waits for a transition plugin before the change ends, locked meanwhile', async () => {
    let finish = () => {}
    const slow: AnyPlugin = {
      name: 'slow',
      options: {},
      setup: (ctx) => {
        // The first slide (from -1) shows at once; later changes wait for `finish`.
        const off = ctx.addTransition((req) =>
          req.from < 0 ? undefined : new Promise<void>((resolve) => (finish = resolve)),
        )
        return { destroy: off }
      },
    }
    const { slider } = make({ plugins: [slow] })
    await slider.ready
    await settle()
    slider.next()
    await settle()
    expect(slider.state.locked).toBe(true)
    expect(slider.state.index).toBe(0)
    finish()
    await settle()
    expect(slider.state).toMatchObject({ index: 1, locked: false })
    slider.destroy()
  })

  it('builds only the current, next and previous slides, not every slide', async () => {
    const built: number[] = []
    const watcher: AnyPlugin = {
      name: 'watcher',
      options: {},
      setup: (ctx) => ({ destroy: ctx.on('slide:build', (e) => built.push(e.index)) }),
    }
    const { slider, scheduler } = make({ module: sampleModule(1000), plugins: [watcher] })
    await slider.ready
    // The first paint builds the shown slide only; its neighbours follow in the write the
    // announcement makes 50 ms later (docs/behaviour.md §4, step 8).
    expect(built).toEqual([0])
    scheduler.tick(ANNOUNCE_DELAY)
    expect(built.sort((a, b) => a - b)).toEqual([0, 1, 999])
    expect(page.root.querySelectorAll('.strata-slide')).toHaveLength(3)
    slider.destroy()
  })

  it('Pay for what is seen: of 1000 slides it normalises only those it builds', async () => {
    const read: string[] = []
    const counter: AnyPlugin = {
      name: 'counter',
      options: {},
      normalise: { slide: (_raw, slide) => void read.push(slide.id) },
      setup: () => undefined,
    }
    const module = sampleModule(1000)
    // Slide 500 has a bad title: its problem is reported when the slide is read, not before.
    Object.assign(module.slides['500'] as { slide: object }, { slide: { title: {}, order: 500 } })
    const { slider, scheduler } = make({ module, plugins: [counter] })
    await slider.ready
    scheduler.tick(ANNOUNCE_DELAY)
    expect(read.sort()).toEqual(['1', '1000', '2'])
    expect(slider.report.filter((e) => e.path.startsWith('slides.'))).toEqual([])
    slider.goTo(499)
    await settle()
    scheduler.tick(ANNOUNCE_DELAY)
    expect(read).toHaveLength(6)
    expect(slider.report.filter((e) => e.path.startsWith('slides.'))).toEqual([
      { path: 'slides.500.slide.title', message: 'must be text; using ""' },
    ])
    slider.destroy()
  })

  it('never throws on bad data: it reports and shows the error slide', async () => {
    const { slider } = make({ module: 42 as unknown as SliderOptions['module'] })
    await slider.ready
    expect(slider.report.length).toBeGreaterThan(0)
    expect(page.root.textContent).toContain('There is nothing to show here!')
    expect(page.root.textContent).toContain('Please check the settings')
    slider.destroy()
  })

  it('reports a .json module that fails to load, naming the URL', async () => {
    const fetch = (async () =>
      new Response('', { status: 500, statusText: 'Oops' })) as typeof globalThis.fetch
    const { slider } = make({ module: '/modules/hero.json', fetch })
    await slider.ready
    expect(slider.report).toContainEqual({
      path: 'module',
      message: '"/modules/hero.json" answered 500 Oops',
    })
    expect(page.root.querySelector('.strata-error-slide')).not.toBeNull()
    slider.destroy()
  })

  it('rejects a duplicate plugin name with a message naming it', async () => {
    const plugin = (): AnyPlugin => ({ name: 'twin', options: {}, setup: () => undefined })
    const { slider } = make({ plugins: [plugin(), plugin()] })
    await slider.ready
    expect(slider.report.some((e) => e.path.includes('twin') && /twin/.test(e.message))).toBe(true)
    slider.destroy()
  })

  it('applies a request made before the module loaded once it has', async () => {
    const { slider } = make()
    slider.goTo(3)
    await slider.ready
    await settle()
    expect(slider.state.index).toBe(3)
    slider.destroy()
  })

  it('advances the slideshow after the default slide length of 9000 ms', async () => {
    const { slider, scheduler } = make()
    await slider.ready
    await settle()
    scheduler.tick(8900)
    expect(slider.state.index).toBe(0)
    scheduler.tick(200)
    await settle()
    expect(slider.state.index).toBe(1)
    slider.destroy()
  })

  it("with no progress handler the slideshow's clock sends one progress, then none until a handler comes", async () => {
    const { slider, scheduler } = make()
    await slider.ready
    await settle()
    scheduler.tick(1000)
    // Nothing listened: only the clock's timer waits (no job runs every frame).
    expect(scheduler.size()).toBe(1)
    const late: number[] = []
    slider.on('slideshow:progress', ({ progress }) => late.push(progress))
    scheduler.tick(32)
    expect(late.length).toBeGreaterThanOrEqual(1)
    // The time waited counted: about 1000 of the slide's 9000 ms.
    expect(late[0]).toBeGreaterThan(0.11)
    expect(late[0]).toBeLessThan(0.12)
    scheduler.tick(7968)
    await settle()
    expect(slider.state.index).toBe(1)
    slider.destroy()
  })

  it('keeps the slideshow paused under prefers-reduced-motion until asked', async () => {
    page.browser?.setReducedMotion(true)
    const { slider, scheduler } = make()
    await slider.ready
    await settle()
    expect(slider.state.reducedMotion).toBe(true)
    scheduler.tick(20000)
    await settle()
    expect(slider.state.index).toBe(0)
    slider.resume()
    scheduler.tick(9100)
    await settle()
    expect(slider.state.index).toBe(1)
    slider.destroy()
  })

  it('destroy is idempotent and leaves no listener, job, observer or element', async () => {
    const { slider, scheduler } = make()
    await slider.ready
    slider.destroy()
    slider.destroy()
    expect(scheduler.size()).toBe(0)
    expect(page.root.children).toHaveLength(0)
    expect(page.root.getAttribute('class')).toBeNull()
    expect(page.browser?.observerCount()).toBe(0)
    expect(page.browser?.motionListenerCount()).toBe(0)
  })
})

describe('slideshow.firstSlide', () => {
  it('starts at a 1-based position without reading the other slides', async () => {
    const reads: string[] = []
    const counter: AnyPlugin = {
      name: 'counter',
      options: {},
      normalise: { slide: (_raw, slide) => void reads.push(slide.id) },
      setup: () => undefined,
    }
    const { slider, scheduler } = make({
      module: sampleModule(1000, { slideshow: { firstSlide: 500 } }),
      plugins: [counter],
    })
    await slider.ready
    scheduler.tick(ANNOUNCE_DELAY)
    expect(slider.state.index).toBe(499)
    expect(reads.sort()).toEqual(['499', '500', '501'])
    slider.destroy()
  })

  it('reports a first slide that does not exist and starts at the first', async () => {
    const { slider } = make({ module: sampleModule(3, { slideshow: { firstSlide: 'nope' } }) })
    await slider.ready
    expect(slider.state.index).toBe(0)
    expect(slider.report).toContainEqual({
      path: 'settings.slideshow.firstSlide',
      message: 'no slide "nope"; starting at the first',
    })
    slider.destroy()
  })
})

describe('teardown and odd calls', () => {
  // Server-rendered markup stays in the page after destroy(), so a late build would show there.
  const serverRendered = () => {
    // The chunks load again (another test may have loaded them): destroy lands while they do.
    vi.resetModules()
    page.root.innerHTML =
      '<div class="strata-stage"><div class="strata-slides"><div class="strata-slide" data-index="0"></div></div></div>'
  }

  it('a change that ends after destroy() builds nothing into the page', async () => {
    serverRendered()
    const { slider } = make()
    await slider.ready
    await settle()
    slider.goTo(3)
    slider.destroy()
    await settle()
    expect(page.root.querySelectorAll('.strata-slide')).toHaveLength(1)
  })

  it('goTo with null options (plain-JS hosts) neither throws nor leaves the slider locked', async () => {
    const { slider, scheduler } = make()
    await slider.ready
    await settle()
    const loose = slider.goTo as unknown as (target: number, options: null) => void
    expect(() => loose(2, null)).not.toThrow()
    slider.goTo(1)
    loose(3, null)
    await settle()
    scheduler.tick(1100)
    await settle()
    expect(slider.state).toMatchObject({ index: 3, locked: false })
    slider.destroy()
  })

  it('destroying from a slide:after handler stops a queued request', async () => {
    serverRendered()
    const { slider, scheduler } = make()
    await slider.ready
    await settle()
    slider.on('slide:after', () => slider.destroy())
    slider.next()
    slider.goTo(4)
    await settle()
    scheduler.tick(2000)
    await settle()
    expect(scheduler.size()).toBe(0)
    expect(page.root.querySelectorAll('.strata-slide')).toHaveLength(1)
  })

  it('a request made before ready still lands when IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { slider } = make({ module: sampleModule(5, { slideshow: { firstSlide: 2 } }) })
    slider.goTo(3)
    await slider.ready
    await settle()
    // The first slide showed first (ready), then the held request ran: it is not lost.
    expect(slider.state.index).toBe(3)
    slider.destroy()
  })
})

describe('plugins', () => {
  it('a plugin whose setup throws is skipped whole: its listeners and transitions are dropped', async () => {
    const heard = vi.fn()
    const broken: AnyPlugin = {
      name: 'broken',
      options: {},
      setup: (ctx) => {
        ctx.on('slide:after', heard)
        ctx.addTransition(() => new Promise(() => {}))
        throw new Error('boom')
      },
    }
    const { slider } = make({ plugins: [broken] })
    await slider.ready
    await settle()
    slider.next()
    await settle()
    expect(slider.state).toMatchObject({ index: 1, locked: false })
    expect(heard).not.toHaveBeenCalled()
    expect(slider.report).toContainEqual({
      path: 'plugins.broken',
      message: 'setup failed (boom); the plugin is skipped',
    })
    slider.destroy()
  })
})

describe('Plugin.prepare', () => {
  const preparing = (
    name: string,
    prepare: AnyPlugin['prepare'],
    setup: AnyPlugin['setup'] = () => undefined,
  ): AnyPlugin => ({ name, options: {}, prepare, setup })
  const slideCount = (data: unknown) =>
    Object.keys((data as { slides: Record<string, unknown> }).slides).length

  it('starts every hook on the data as loaded; those after one that rewrote it run again on its result, before normalising and setup', async () => {
    const log: string[] = []
    const drop = (name: string) =>
      preparing(
        name,
        async (data) => {
          log.push(`${name} sees ${slideCount(data)}`)
          const { slides, ...rest } = data as { slides: Record<string, unknown> }
          const [, ...kept] = Object.entries(slides)
          return { ...rest, slides: Object.fromEntries(kept) }
        },
        () => void log.push(`setup ${name}`),
      )
    const { slider } = make({ plugins: [drop('a'), drop('b')] })
    await slider.ready
    // b's first run (on the data as loaded) is not taken: a rewrote the data before it.
    expect(log).toEqual(['a sees 5', 'b sees 5', 'b sees 4', 'setup a', 'setup b'])
    expect(slider.state.count).toBe(3)
    slider.destroy()
  })

  it('hooks start together: one waiting for its chunk does not hold back the next (one round trip, not one a plugin)', async () => {
    let release = () => {}
    const started: string[] = []
    const { slider } = make({
      plugins: [
        preparing('slow', async () => {
          started.push('slow')
          await new Promise<void>((resolve) => (release = resolve))
        }),
        preparing('next', async () => void started.push('next')),
      ],
    })
    await settle()
    expect(started).toEqual(['slow', 'next'])
    expect(slider.state.ready).toBe(false)
    release()
    await slider.ready
    expect(slider.state).toMatchObject({ ready: true, count: 5 })
    slider.destroy()
  })

  it('a hook that resolves to undefined (it only loaded code) leaves the data as it was', async () => {
    const { slider } = make({ plugins: [preparing('loader', async () => undefined)] })
    await slider.ready
    expect(slider.state.count).toBe(5)
    slider.destroy()
  })

  it("gets the slider's REST settings, its abort signal and its report", async () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch
    let seen: Parameters<NonNullable<AnyPlugin['prepare']>>[1] | undefined
    const plugin = preparing('seer', async (data, context) => {
      seen = context
      context.report('stream', 'one problem')
      return data
    })
    const { slider } = make({ plugins: [plugin], rest: { base: '/api/' }, backend: true, fetch })
    await slider.ready
    expect(seen?.rest).toMatchObject({ base: '/api/', backend: true, fetch })
    expect(seen?.signal.aborted).toBe(false)
    expect(slider.report).toEqual([{ path: 'stream', message: 'one problem' }])
    slider.destroy()
    expect(seen?.signal.aborted).toBe(true)
  })

  it('a hook that throws or rejects is reported under plugins.<name>; the data goes on unchanged', async () => {
    const { slider } = make({
      plugins: [
        preparing('sync', () => {
          throw new Error('boom')
        }),
        preparing('async', async () => Promise.reject(new Error('late boom'))),
      ],
    })
    await slider.ready
    expect(slider.report).toEqual([
      { path: 'plugins.sync', message: 'prepare failed (boom)' },
      { path: 'plugins.async', message: 'prepare failed (late boom)' },
    ])
    expect(slider.state).toMatchObject({ ready: true, count: 5 })
    slider.destroy()
  })

  it('destroy while a hook waits: no hook runs again, nothing mounts, ready resolves', async () => {
    let release = (_: unknown) => {}
    const later = vi.fn(async (data: unknown) => data)
    const { slider } = make({
      plugins: [
        // It rewrites the data, so the hooks after it would run again on its result.
        preparing('slow', () => new Promise((resolve) => (release = resolve))),
        preparing('later', later),
      ],
    })
    await settle()
    expect(later).toHaveBeenCalledTimes(1)
    slider.destroy()
    release({ slides: {} })
    await slider.ready
    expect(later).toHaveBeenCalledTimes(1)
    expect(page.root.childElementCount).toBe(0)
    expect(slider.state.ready).toBe(false)
    expect(slider.report).toEqual([])
  })

  it('a duplicate plugin runs no hook of its own', async () => {
    const second = vi.fn(async (data: unknown) => data)
    const { slider } = make({
      plugins: [preparing('twin', async (data) => data), preparing('twin', second)],
    })
    await slider.ready
    expect(second).not.toHaveBeenCalled()
    slider.destroy()
  })
})

describe('on-demand parts of the first show', () => {
  // Server-rendered markup stays in the page after destroy: nothing may be built into it late.
  const serverRendered = () => {
    page.root.innerHTML = '<div class="strata-stage"><div class="strata-slides"></div></div>'
    return page.root.innerHTML
  }
  /** Holds the chunk's load until `arrive()`; `asked` once the slider has asked for it. */
  const holdChunk = (path: string) => {
    const held = { asked: false, arrive: () => {} }
    vi.doMock(path, async (original: () => Promise<unknown>) => {
      held.asked = true
      await new Promise<void>((resolve) => (held.arrive = resolve))
      return original()
    })
    return held
  }
  afterEach(() => {
    vi.doUnmock('./runtime/first-slide')
    vi.doUnmock('./dom/error-slide')
  })

  it('destroyed while the chunk that finds a named first slide loads: no slide is built', async () => {
    const before = serverRendered()
    const chunk = holdChunk('./runtime/first-slide')
    const { slider } = make({ module: sampleModule(3, { slideshow: { firstSlide: 2 } }) })
    await vi.waitFor(() => expect(chunk.asked).toBe(true))
    slider.destroy()
    chunk.arrive()
    await slider.ready
    expect(page.root.innerHTML).toBe(before)
    expect(slider.state.ready).toBe(false)
  })

  it("destroyed while the error slide's chunk loads: no error slide is left", async () => {
    const before = serverRendered()
    const chunk = holdChunk('./dom/error-slide')
    const { slider } = make({ module: { settings: {}, slides: {} } })
    await vi.waitFor(() => expect(chunk.asked).toBe(true))
    slider.destroy()
    chunk.arrive()
    await slider.ready
    await settle()
    expect(page.root.innerHTML).toBe(before)
  })
})

describe('nothing to show', () => {
  it('shows the error slide, with a report, when every slide is hidden at this screen size', async () => {
    vi.spyOn(page.root, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect)
    const module = sampleModule(2)
    for (const entry of Object.values(module.slides) as Array<{ slide: Record<string, unknown> }>)
      entry.slide.slideshow = { hom: true }
    const { slider } = make({ module })
    await slider.ready
    expect(slider.state.level).toBe(4)
    expect(page.root.querySelector('.strata-error-slide')?.textContent).toContain(
      'There is nothing to show here!',
    )
    expect(slider.report).toContainEqual({
      path: 'slides',
      message: 'every slide is hidden at this screen size',
    })
    slider.destroy()
  })

  it('a backend slider loading by ajax sends the nonce; a site slider does not (docs/behaviour.md §6)', async () => {
    const ajaxUrl = 'http://127.0.0.1:9/wp-admin/admin-ajax.php'
    const nonces: Array<string | null> = []
    for (const backend of [true, false, undefined]) {
      const { fetch, calls } = fakeSite(json({ success: true, ...sampleModule(2) }))
      const { slider } = make({
        module: { alias: 'demo' },
        rest: { ajaxUrl, nonce: 'n1' },
        fetch,
        backend,
      })
      await slider.ready
      expect(slider.state.count).toBe(2)
      nonces.push(calls[0]?.body.get('nonce') ?? null)
      slider.destroy()
    }
    expect(nonces).toEqual(['n1', null, null])
  })

  it('destroy during the first load ends its retry wait: no timer is left and no further call is made', async () => {
    vi.useFakeTimers()
    try {
      // The loader's chunk first, so the fake clock only waits on the fetches.
      await import('./load/fetch-module')
      const { fetch, calls } = fakeSite('drop')
      const { slider } = make({
        module: { alias: 'demo' },
        rest: { base: 'http://127.0.0.1:9/' },
        fetch,
      })
      await vi.advanceTimersByTimeAsync(100)
      expect(calls).toHaveLength(1)
      expect(vi.getTimerCount()).toBeGreaterThan(0)
      slider.destroy()
      await vi.advanceTimersByTimeAsync(0)
      await slider.ready
      expect(vi.getTimerCount()).toBe(0)
      await vi.advanceTimersByTimeAsync(5000)
      expect(calls).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
