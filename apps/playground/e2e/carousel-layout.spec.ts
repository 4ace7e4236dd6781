import type { Page } from '@playwright/test'
import type {} from '@strata/carousel'
import { type Expected, flatSlide, spinSlide } from '../src/demos/carousel/expected'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

interface Seen {
  index: number
  box: { left: number; top: number; right: number; bottom: number }
  opacity: number
}

/** Opens a carousel demo, stops its slideshow and waits for the first slide. */
async function open(page: Page, name: string): Promise<void> {
  await page.goto(`/?demo=${name}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.evaluate(() => window.__slider!.pause())
}

/** One step forward, then waits until slide 1 is current and the strip is at rest. */
async function step(page: Page): Promise<void> {
  await page.evaluate(() => window.__slider!.next())
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = window.__slider!
        return {
          index: s.state.index,
          locked: s.state.locked,
          at: s.plugin('carousel')!.position(),
        }
      }),
    )
    .toEqual({ index: 1, locked: false, at: 1 })
}

/** The stage's size and every slide's box (relative to the stage) and computed opacity. */
function measure(page: Page) {
  return page.evaluate(() => {
    const stage = document.querySelector('.strata-stage')!.getBoundingClientRect()
    const slides: Seen[] = [...document.querySelectorAll<HTMLElement>('.strata-slide')].map(
      (el) => {
        const r = el.getBoundingClientRect()
        return {
          index: Number(el.dataset.index),
          box: {
            left: r.left - stage.left,
            top: r.top - stage.top,
            right: r.right - stage.left,
            bottom: r.bottom - stage.top,
          },
          opacity: Number(getComputedStyle(el).opacity),
        }
      },
    )
    return { w: stage.width, h: stage.height, slides }
  })
}

/** Every slide the formula shows must be there, where the formula puts it, within 1 px / 0.01. */
function compare(slides: Seen[], expected: (d: number) => Expected, focus: number): number {
  let checked = 0
  for (const seen of slides) {
    const want = expected(seen.index - focus)
    expect(seen.opacity, `opacity of slide ${seen.index}`).toBeCloseTo(want.opacity, 2)
    if (want.opacity < 0.01) continue
    for (const side of ['left', 'top', 'right', 'bottom'] as const)
      expect(
        Math.abs(seen.box[side] - want.box[side]),
        `${side} of slide ${seen.index}`,
      ).toBeLessThanOrEqual(1)
    checked++
  }
  return checked
}

test('flat with scale and opacity: after a step each visible slide sits, scales and fades by the formula', async ({
  page,
}) => {
  await open(page, 'carousel-flat')
  await step(page)
  const { w, h, slides } = await measure(page)
  const shown = compare(
    slides,
    (d) => flatSlide({ w, h, peek: 60, space: 20, minS: 60, maxO: 50 }, d),
    1,
  )
  // Slide 1 and its neighbours 0 and 2, plus the peek of slide 3 (slide -1 does not exist).
  expect(shown).toBe(4)
  await page.locator('.slider-root').screenshot({ path: shotPath('carousel-flat') })
})

test('a step is played by the browser: mid-way the slides move with no inline write, and nothing runs after', async ({
  page,
}) => {
  await open(page, 'carousel-flat')
  const lefts = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>('.strata-slide')].map((el) => [
          el.dataset.index,
          { left: el.getBoundingClientRect().left, inline: el.style.transform },
        ]),
      ),
    )
  const rest = await lefts()
  const mid = await page.evaluate(async () => {
    window.__slider!.next()
    // A few frames into the 800 ms step.
    for (let i = 0; i < 12; i++) await new Promise((r) => requestAnimationFrame(r))
    const slides = [...document.querySelectorAll<HTMLElement>('.strata-slide')]
    return {
      running: slides.filter((el) => el.getAnimations().some((a) => a.playState === 'running'))
        .length,
      slides: Object.fromEntries(
        slides.map((el) => [
          el.dataset.index,
          { left: el.getBoundingClientRect().left, inline: el.style.transform },
        ]),
      ),
    }
  })
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = window.__slider!
        return { locked: s.state.locked, at: s.plugin('carousel')!.position() }
      }),
    )
    .toEqual({ locked: false, at: 1 })
  const after = await lefts()
  // Slides 0 to 3 show on the way (the peek at 3 comes in); each is the browser's to move.
  expect(mid.running).toBeGreaterThanOrEqual(4)
  for (const i of ['0', '1', '2']) {
    const [a, m, b] = [rest[i]!, mid.slides[i]!, after[i]!]
    // Moved part of the way (the strip goes left), its inline pose still the one at rest.
    expect(m.left).toBeLessThan(a.left - 1)
    expect(m.left).toBeGreaterThan(b.left + 1)
    expect(m.inline).toBe(a.inline)
    expect(b.inline).not.toBe(a.inline)
  }
  const left = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('.strata-slide')].filter(
        (el) => el.getAnimations().length,
      ).length,
  )
  expect(left).toBe(0)
})

test('3D spin: after a step each visible slide stands on the cylinder, projected with perspective 1200', async ({
  page,
}) => {
  await open(page, 'carousel-spin3d')
  await step(page)
  const { w, h, slides } = await measure(page)
  const shown = compare(
    slides,
    (d) => spinSlide({ w, h, peek: 80, space: 10, angle: 40, maxO: 70, perspective: 1200 }, d),
    1,
  )
  expect(shown).toBe(4)
  await page.locator('.slider-root').screenshot({ path: shotPath('carousel-spin3d') })
})

test('vertical: after a step each visible slide sits down the stage and scales by the formula', async ({
  page,
}) => {
  await open(page, 'carousel-vertical')
  await step(page)
  const { w, h, slides } = await measure(page)
  const shown = compare(
    slides,
    (d) => flatSlide({ w, h, peek: 40, space: 10, minS: 70, maxO: 100, v: true }, d),
    1,
  )
  expect(shown).toBe(4)
  await page.locator('.slider-root').screenshot({ path: shotPath('carousel-vertical') })
})

test('reduced motion: no spin, and a jump of five slides is one short move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, 'carousel-spin3d')
  expect(await page.evaluate(() => window.__slider!.plugin('carousel')!.layout().spin)).toBe('off')
  expect(await page.evaluate(() => window.__slider!.plugin('carousel')!.position())).toBe(0)
  const took = await page.evaluate(async () => {
    const s = window.__slider!
    const positions: number[] = []
    await new Promise<void>((done) => {
      const off = s.on('slide:after', () => {
        off()
        done()
      })
      s.goTo(5)
      const sample = () => {
        positions.push(s.plugin('carousel')!.position())
        if (!s.state.locked && s.state.index === 5) return
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    // Frames drawn before the move begins still show the start (0): the move itself is what
    // must not pass through slides 1 to 3.
    const moving = positions.filter((p) => p !== 0)
    return { frames: positions.length, moved: moving.length, min: Math.min(...moving) }
  })
  // At most 200 ms of motion: 12 frames at 60 Hz, plus slack for the first and last. Counted in
  // frames, not milliseconds: a busy machine draws fewer frames, never more.
  expect(took.frames).toBeLessThanOrEqual(16)
  expect(took.moved).toBeGreaterThan(0)
  expect(took.min).toBeGreaterThanOrEqual(4)
  const { w, h, slides } = await measure(page)
  // Laid flat: with no spin the slides sit one pitch apart like a flat strip without scale.
  compare(slides, (d) => flatSlide({ w, h, peek: 80, space: 10, minS: 100, maxO: 70 }, d), 5)
})
