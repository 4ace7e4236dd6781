import { expect, test } from './fixtures'
import { type Live, lifecycleModule, live, openLifecyclePage } from './reliability-lifecycle'

/**
 * Lifecycle suite (issue #24, docs/behaviour.md §9 "destroy() is final at any moment"): on one
 * page, with the "slider" browser file (core, layers-text, bg-transitions, nav, carousel), what
 * a slider leaves after destroy — listeners, timers, frames, observed targets, GSAP tweens, the
 * root's markup, head elements — is back to what the page had before it was created.
 */

type Strata = {
  createSlider: (
    root: HTMLElement,
    options: Record<string, unknown>,
  ) => {
    ready: Promise<unknown>
    next(): void
    destroy(): void
    on(event: string, fn: (payload: unknown) => void): () => void
  }
  plugins: Record<string, () => unknown>
}

/** Waits until what is alive equals `baseline` (pending frames and timers run out first). */
const backToBaseline = (page: Parameters<typeof live>[0], baseline: Live) =>
  expect.poll(() => live(page), { timeout: 5000 }).toEqual(baseline)

test.describe.configure({ mode: 'serial' })

test('300 create → ready → navigate → destroy cycles leave the page as it was', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Transitions jump to their end (docs/behaviour.md §4): 300 cycles stay quick, every part still
  // builds, moves and goes.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openLifecyclePage(page)
  const baseline = await live(page)
  const done = await page.evaluate(async (module) => {
    const { createSlider, plugins } = (window as unknown as { Strata: Strata }).Strata
    const root = document.getElementById('root') as HTMLElement
    let cycles = 0
    for (let i = 0; i < 300; i++) {
      const slider = createSlider(root, {
        module: structuredClone(module),
        plugins: Object.values(plugins).map((make) => make()),
      })
      await slider.ready
      const moved = new Promise((resolve) => slider.on('slide:after', resolve))
      slider.next()
      await moved
      slider.destroy()
      cycles++
    }
    return cycles
  }, lifecycleModule)
  expect(done).toBe(300)
  await backToBaseline(page, baseline)
})

test('destroy before the module has loaded: the fetch is aborted, nothing ever mounts', async ({
  page,
}) => {
  await openLifecyclePage(page)
  const baseline = await live(page)
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    release = resolve
  })
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(request.failure()?.errorText ?? ''))
  // The module's server answers only once the slider is gone.
  await page.route('**/__reliability/module.json', async (route) => {
    await answered
    await route.fulfill({ json: { success: true, ...lifecycleModule } }).catch(() => {}) // the request was aborted: nothing to answer
  })
  const requested = page.waitForRequest('**/__reliability/module.json')
  await page.evaluate(() => {
    const { createSlider, plugins } = (window as unknown as { Strata: Strata }).Strata
    const root = document.getElementById('root') as HTMLElement
    const slider = createSlider(root, {
      module: '/__reliability/module.json',
      plugins: Object.values(plugins).map((make) => make()),
    })
    Object.assign(window, { __loading: slider })
  })
  await requested
  await page.evaluate(async () => {
    const slider = (window as unknown as { __loading: ReturnType<Strata['createSlider']> })
      .__loading
    slider.destroy()
    await slider.ready
  })
  release()
  await expect.poll(() => failed).toEqual(['net::ERR_ABORTED'])
  await backToBaseline(page, baseline)
  expect(await page.locator('.strata-module').count()).toBe(0)
})

test('destroy from a handler during mount, and during a transition: nothing left', async ({
  page,
}) => {
  await openLifecyclePage(page)
  const baseline = await live(page)
  for (const event of ['state:change', 'slide:build', 'module:ready', 'slide:before']) {
    const mounted = await page.evaluate(
      async ({ module, event }) => {
        const { createSlider, plugins } = (window as unknown as { Strata: Strata }).Strata
        const root = document.getElementById('root') as HTMLElement
        const slider = createSlider(root, {
          module: structuredClone(module),
          plugins: Object.values(plugins).map((make) => make()),
        })
        // slide:before is the next() below: the slider is destroyed as the transition starts.
        slider.on(event, () => slider.destroy())
        await slider.ready
        slider.next()
        // Two frames later: a slider that had survived would have drawn by now.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        return root.querySelector('.strata-module') !== null
      },
      { module: lifecycleModule, event },
    )
    expect(mounted, `destroyed from ${event}`).toBe(false)
    await backToBaseline(page, baseline)
  }
  // And from a frame inside a running transition (bg fade and layer out tweens alive).
  await page.evaluate(async (module) => {
    const { createSlider, plugins } = (window as unknown as { Strata: Strata }).Strata
    const root = document.getElementById('root') as HTMLElement
    const slider = createSlider(root, {
      module: structuredClone(module),
      plugins: Object.values(plugins).map((make) => make()),
    })
    await slider.ready
    const gone = new Promise((done) => slider.on('module:destroy', done))
    slider.on('slide:before', () => requestAnimationFrame(() => slider.destroy()))
    slider.next()
    await gone
  }, lifecycleModule)
  await backToBaseline(page, baseline)
})
