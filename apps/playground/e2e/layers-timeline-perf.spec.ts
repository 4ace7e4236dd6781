import { expect, test } from './fixtures'

/** What a tween may animate (transform, opacity, filter, clip-path) and its timing keys. */
const TRANSFORM = [
  'x',
  'y',
  'z',
  'xPercent',
  'yPercent',
  'scaleX',
  'scaleY',
  'rotation',
  'rotationX',
  'rotationY',
  'skewX',
  'skewY',
  'transformOrigin',
  'transformPerspective',
]
const ALLOWED = new Set([...TRANSFORM, 'opacity', 'filter', 'clipPath'])
const TIMING = new Set([
  'duration',
  'ease',
  'repeat',
  'yoyo',
  'stagger',
  'delay',
  'immediateRender',
  'overwrite',
  'data',
  'paused',
  'lazy',
  // GSAP records the timeline a tween was added to in its vars.
  'parent',
])
/** CSS properties a style mutation may touch while layers enter. */
const STYLE_OK = new Set([
  'transform',
  'translate',
  'rotate',
  'scale',
  'transform-origin',
  'opacity',
  'filter',
  'clip-path',
  'visibility',
  'pointer-events',
])

interface Probe {
  __records: [Element, string][]
}

// Frame times and long tasks are the bench's to measure (apps/bench prints them): here only
// what is animated, which does not depend on how busy the machine is.
test('30 layers animating in at once: only transform, opacity, filter and clip-path animated', async ({
  page,
}) => {
  await page.goto('/?demo=layers-timeline-fixture')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  // Slide 2 (thirty layers) is built next to the current one: its tweens exist already.
  await page
    .locator('.strata-slide[data-index="1"] [data-layer-id="m29"]')
    .waitFor({ state: 'attached' })
  // Measure the thirty layers alone: slide 1's own entrance is over.
  await page.waitForFunction(() => window.__layerEvents?.includes('enteredstage:hover:in.1'))
  await page.evaluate(() => {
    const w = window as unknown as Probe
    w.__records = []
    // Only kept here (cheap); read after the animation, so the probe costs the page little.
    new MutationObserver((records) => {
      for (const r of records) w.__records.push([r.target as Element, r.oldValue ?? ''])
    }).observe(document.querySelector('.strata-slide[data-index="1"]')!, {
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
      subtree: true,
    })
  })
  await page.evaluate(() => window.__slider!.next())
  await page.waitForFunction(() => window.__layerEvents?.includes('enteredstage:m29:in.1'))
  const r = await page.evaluate(() => {
    const w = window as unknown as Probe
    const slide = document.querySelector('.strata-slide[data-index="1"]')!
    const tweens = window.__gsap!.globalTimeline.getChildren(true, true, false) as gsap.core.Tween[]
    const mine = tweens.filter((t) =>
      t.targets<unknown>().some((el) => el instanceof Element && slide.contains(el)),
    )
    const keys = new Set(mine.flatMap((t) => Object.keys(t.vars)))
    // Each record holds the value before; the next one's (or the attribute now) is the value after.
    const decls = (s: string) =>
      new Map(
        s
          .split(';')
          .map((d) => d.split(':').map((p) => p.trim()) as [string, string])
          .filter(([k]) => k),
      )
    const styles = new Set<string>()
    const byEl = new Map<Element, string[]>()
    for (const [el, old] of w.__records) byEl.set(el, [...(byEl.get(el) ?? []), old])
    for (const [el, values] of byEl) {
      if (!el.closest('.strata-layer')) continue
      const seq = [...values, el.getAttribute('style') ?? '']
      for (let i = 1; i < seq.length; i++) {
        const [a, b] = [decls(seq[i - 1] ?? ''), decls(seq[i] ?? '')]
        for (const k of new Set([...a.keys(), ...b.keys()]))
          if (a.get(k) !== b.get(k)) styles.add(k)
      }
    }
    return { styles: [...styles], keys: [...keys], count: mine.length }
  })
  expect(r.count).toBeGreaterThanOrEqual(30 * 3)
  const animated = r.keys.filter((k) => !TIMING.has(k))
  expect(
    animated.filter((k) => !ALLOWED.has(k)),
    'tweened properties outside transform/opacity/filter/clip-path',
  ).toEqual([])
  expect(animated).toEqual(
    expect.arrayContaining(['opacity', 'filter', 'clipPath', 'y', 'scaleX', 'rotation']),
  )
  expect(r.styles).toEqual(expect.arrayContaining(['transform', 'opacity', 'filter', 'clip-path']))
  expect(
    r.styles.filter((k) => !STYLE_OK.has(k)),
    'style properties changed while entering',
  ).toEqual([])
})

test('destroy leaves no tween, SplitText or wrapper behind', async ({ page }) => {
  await page.goto('/?demo=layers-timeline-fixture')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.waitForFunction(() => window.__layerEvents?.includes('enterstage:words:in.1'))
  const before = await page.evaluate(() => window.__gsap!.globalTimeline.getChildren().length)
  expect(before).toBeGreaterThan(0)
  const after = await page.evaluate(() => {
    window.__slider!.destroy()
    return {
      children: window.__gsap!.globalTimeline.getChildren(true, true, true).length,
      wrappers: document.querySelectorAll('[class^="strata-layer-"], .strata-layer').length,
    }
  })
  expect(after).toEqual({ children: 0, wrappers: 0 })
})
