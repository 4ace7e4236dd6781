import { browserFiles, expect, openEmbedPage, test } from './embed-pages'

// Modules whose layers follow the page's scroll (packages/embed/test-pages/scroll-only.html), from
// the ES module with chunks: Chromium has scroll timelines, so the parallax plugin hands each
// drift to the browser and downloads neither ScrollTrigger nor GSAP (issue #25).

/** The drift layer's wrapper: its vertical offset as drawn, its inline transform, its timelines. */
const drift = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const el = document.querySelector('#scroll [data-layer-id="drift"]')!.parentElement!
    return {
      y: new DOMMatrix(getComputedStyle(el).transform).m42,
      inline: el.style.transform,
      timelines: el.getAnimations().map((a) => a.timeline?.constructor.name),
    }
  })

test('layers that only follow the scroll are drawn by the browser, with no ScrollTrigger or GSAP downloaded', async ({
  page,
  embedUrl,
}) => {
  const scripts = browserFiles(page)
  await openEmbedPage(page, `${embedUrl}/scroll-only.html`)
  await page.evaluate(
    () => (window as unknown as { slider: { ready: Promise<void> } }).slider.ready,
  )
  // Past the centre of its pass at the top of the page: the drift (sc.y 100) sits below rest.
  await expect.poll(async () => (await drift(page)).y).toBeGreaterThan(1)
  const before = await drift(page)
  expect(before).toMatchObject({ inline: '', timelines: ['ScrollTimeline'] })
  await page.evaluate(() => window.scrollTo(0, 300))
  // Further through the pass, further from rest.
  await expect.poll(async () => (await drift(page)).y).toBeGreaterThan(before.y + 1)
  // ScrollTrigger's chunk is `motion-…` (not bg-transitions' `motion-chunk-…`).
  expect(scripts.filter((s) => /\/chunks\/(gsap|motion(?!-chunk))-/.test(s))).toEqual([])
  expect(scripts.some((s) => /\/chunks\/setup-parallax-/.test(s))).toBe(true)
  // The pass is ScrollTrigger's `top bottom` to `bottom top`: measured again when the window's
  // height changes, as its start is the module's top less that height.
  const pass = () =>
    page.evaluate(() => {
      const el = document.querySelector('#scroll [data-layer-id="drift"]')!.parentElement!
      const a = el.getAnimations()[0] as Animation & { rangeStart: { offset: CSSUnitValue } }
      const box = document.getElementById('scroll')!.getBoundingClientRect()
      return Math.round(a.rangeStart.offset.value - (box.top + scrollY - innerHeight))
    })
  expect(await pass()).toBe(0)
  await page.setViewportSize({ width: 1280, height: 500 })
  await expect.poll(pass).toBe(0)
})

test("a mouse module's drift is added to the pointer's offsets: the script writes the pointer's, the browser the scroll's", async ({
  page,
  embedUrl,
}) => {
  const scripts = browserFiles(page)
  await openEmbedPage(page, `${embedUrl}/scroll-only.html?type=mouse`)
  await page.evaluate(
    () => (window as unknown as { slider: { ready: Promise<void> } }).slider.ready,
  )
  // The pointer at the module's right edge, half way down: the level-10 layer moves left.
  const box = (await page.locator('#scroll').boundingBox())!
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2)
  const pose = () =>
    page.evaluate(() => {
      const el = document.querySelector('#scroll [data-layer-id="drift"]')!.parentElement!
      const inline = /translate3d\(([-\d.]+)px, ([-\d.]+)px/.exec(el.style.transform)
      const moves = el.getAnimations()
      const add = moves.find((a) => (a.effect as KeyframeEffect).composite === 'add')
      const p = add?.effect?.getComputedTiming().progress ?? Number.NaN
      const scale = (window as unknown as { slider: { state: { scale: number } } }).slider.state
        .scale
      const m = new DOMMatrix(getComputedStyle(el).transform)
      return {
        pointer: inline ? [Number(inline[1]), Number(inline[2])] : [0, 0],
        drawn: [m.m41, m.m42],
        // The drift's pose at its progress (sc.y 100 grid px, flipped across the centre).
        drift: 100 * scale * (2 * p - 1),
        effects: moves.map((a) => [
          a.timeline?.constructor.name,
          (a.effect as KeyframeEffect).composite,
        ]),
      }
    })
  // Eased over `sp` (400 ms): wait until the pointer's offset holds still.
  let last = Number.NaN
  await expect
    .poll(async () => {
      const x = (await pose()).pointer[0] ?? 0
      const still = x < -1 && Math.abs(x - last) < 0.01
      last = x
      return still
    })
    .toBe(true)
  const at = await pose()
  expect(at.effects).toEqual([
    ['ScrollTimeline', 'add'],
    ['ScrollTimeline', 'replace'],
  ])
  // Drawn: the pointer's offset plus the drift, each where its owner put it.
  expect(Math.abs((at.drawn[0] ?? 0) - (at.pointer[0] ?? 0))).toBeLessThan(0.5)
  expect(Math.abs((at.drawn[1] ?? 0) - (at.pointer[1] ?? 0) - at.drift)).toBeLessThan(0.5)
  expect(Math.abs(at.drift)).toBeGreaterThan(1)
  expect(scripts.filter((s) => /\/chunks\/(gsap|motion(?!-chunk))-/.test(s))).toEqual([])
})
