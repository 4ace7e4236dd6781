import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { frames, scrollToProgress, wrapperBox } from './parallax-helpers'
import { shotPath } from './screens'

/** Opens the scroll page; returns each module's headline top at rest and the layer grid scale. */
async function open(page: Page) {
  await page.goto('/?demo=parallax-scroll')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.locator('#parallax-drift [data-layer-id="headline"]').waitFor()
  const scale = await page.evaluate(() => window.__slider!.state.scale)
  return { scale }
}

/** The headline's offset from its rest place (its top inside the module), px. */
const offset = async (page: Page, root: string, rest: number) =>
  ((await wrapperBox(page, root, 'headline'))?.top ?? Number.NaN) - rest

/** Polls until the headline sits `expected` px from rest, within a px (scroll positions are whole px). */
const offsetNear = (page: Page, root: string, rest: number, expected: number) =>
  expect.poll(async () => Math.abs((await offset(page, root, rest)) - expected)).toBeLessThan(1)

const restTop = async (page: Page, root: string) => {
  // Centred, within the px a whole scroll position misses by: the headline is at rest. Read from
  // its computed transform: the browser's scroll-driven drift lands at the next frame.
  await scrollToProgress(page, root, 0.5)
  const y = () =>
    page.evaluate((r) => {
      const el = document.querySelector(`#${r} [data-layer-id="headline"]`)!.parentElement!
      return Math.abs(new DOMMatrix(getComputedStyle(el).transform).m42)
    }, root)
  await expect.poll(y).toBeLessThan(0.3)
  return (await wrapperBox(page, root, 'headline'))!.top
}

/** What moves the headline of module `root`: its inline transform, and its animations' timelines. */
const drawnBy = (page: Page, root: string) =>
  page.evaluate((r) => {
    const el = document.querySelector(`#${r} [data-layer-id="headline"]`)!.parentElement!
    return {
      inline: el.style.transform,
      timelines: el.getAnimations().map((a) => a.timeline?.constructor.name),
    }
  }, root)

test('the scroll-based timeline (sbt) follows scroll progress while the module enters and holds its end once centred', async ({
  page,
}) => {
  const { scale } = await open(page)
  const rest = await restTop(page, 'parallax-sbt')
  // The headline's scroll modifier is y 160 grid px: the timeline takes it from there to rest
  // over the first half of the pass (timeline position = 2 × progress).
  await scrollToProgress(page, 'parallax-sbt', 0.2)
  await offsetNear(page, 'parallax-sbt', rest, 160 * scale * 0.6)
  await scrollToProgress(page, 'parallax-sbt', 0.35)
  await offsetNear(page, 'parallax-sbt', rest, 160 * scale * 0.3)
  // Past the centre the content stays frozen at the timeline's end.
  await scrollToProgress(page, 'parallax-sbt', 0.8)
  await expect
    .poll(() => page.evaluate(() => window.__slider!.plugin('parallax')!.progress()))
    .toBeGreaterThan(0.75)
  await expect
    .poll(async () => Math.abs(await offset(page, 'parallax-sbt', rest)))
    .toBeLessThan(0.5)
  // No pointer here either: Chromium plays the timeline on the module's pass (issue #25).
  expect(await drawnBy(page, 'parallax-sbt')).toEqual({ inline: '', timelines: ['ScrollTimeline'] })
})

for (const width of [1280, 768, 390]) {
  test(`scroll-modified layers follow the module position at ${width} px: offsets flip sign across the centre, opacity falls off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    // Both modules of the page have the same size settings, so the same layer grid scale.
    const { scale } = await open(page)
    const rest = await restTop(page, 'parallax-drift')
    await scrollToProgress(page, 'parallax-drift', 0.25)
    await offsetNear(page, 'parallax-drift', rest, -80 * scale)
    // The headline's `sc.o` is 0: half way from the centre to an end it is half faded.
    const opacity = () =>
      page.evaluate(() => {
        const el = document.querySelector('#parallax-drift [data-layer-id="headline"]')!
        return Number(getComputedStyle(el.parentElement!).opacity)
      })
    await expect.poll(opacity).toBeCloseTo(0.5, 1)
    await page.locator('#parallax-drift').screenshot({ path: shotPath(`parallax-drift-${width}`) })
    await scrollToProgress(page, 'parallax-drift', 0.75)
    await offsetNear(page, 'parallax-drift', rest, 80 * scale)
    // Scroll modifiers alone: Chromium plays them on the module's pass (a range of the page's
    // ScrollTimeline), so no script writes the layer's style while the page scrolls (issue #25).
    const drawn = await drawnBy(page, 'parallax-drift')
    expect(drawn).toEqual({ inline: '', timelines: ['ScrollTimeline'] })
  })
}

test('with reduced motion the scroll timeline sits at its end state and nothing follows the scroll', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page)
  const rest = await restTop(page, 'parallax-sbt')
  await scrollToProgress(page, 'parallax-sbt', 0.2)
  await frames(page, 10)
  expect(Math.abs(await offset(page, 'parallax-sbt', rest))).toBeLessThan(0.5)
  await scrollToProgress(page, 'parallax-drift', 0.25)
  await frames(page, 10)
  expect((await wrapperBox(page, 'parallax-drift', 'headline'))?.transform).toBe('')
})
