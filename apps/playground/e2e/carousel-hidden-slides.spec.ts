import type { Page } from '@playwright/test'
import type {} from '@strata/carousel'
import type { RawRecord } from '@strata/core'
import { carouselData, FLAT } from '../src/demos/carousel/data'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * docs/behaviour.md §4.1 and the carousel settings: the strip holds the navigable slides only.
 * A slide `hideOnMobile` at the mobile level has no place on it: no box, inert, and its
 * neighbours close up; `next` moves the strip one place, past it.
 */
const module = carouselData('carousel-hidden', 6, FLAT)
;((module.slides as RawRecord)['702'] as { slide: RawRecord }).slide.slideshow = { hom: true }

/** Each built slide: its box's centre on the main axis (from the stage's left), opacity, inert. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const stage = document.querySelector('.strata-stage')!.getBoundingClientRect()
    return Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.strata-slide')].map((el) => {
        const r = el.getBoundingClientRect()
        return [
          el.dataset.index,
          {
            centre: Math.round(r.left + r.width / 2 - stage.left),
            width: Math.round(r.width),
            opacity: Number(getComputedStyle(el).opacity),
            inert: el.inert,
          },
        ]
      }),
    )
  })

const rest = (page: Page) =>
  page.evaluate(() => ({
    index: window.__golden!.state.index,
    level: window.__golden!.state.level,
    at: window.__golden!.plugin('carousel')?.position(),
  }))

test('a slide hidden at the mobile level has no place on the strip; next moves past it', async ({
  page,
}) => {
  await openGolden(page, module, { width: 420, height: 800 }, 'every')
  await page.evaluate(() => window.__golden!.pause())
  expect(await rest(page)).toEqual({ index: 0, level: 4, at: 0 })
  const pitch = await page.evaluate(
    () => window.__golden!.plugin('carousel')!.layout().geometry.pitch,
  )
  const before = await boxes(page)
  // Slide 1 takes no room and cannot be reached; slide 2 is slide 0's neighbour, one pitch on.
  expect(before['1']).toMatchObject({ width: 0, inert: true })
  expect(before['2']!.opacity).toBeGreaterThan(0.4)
  expect(Math.abs(before['2']!.centre - before['0']!.centre - pitch)).toBeLessThanOrEqual(1)

  await page.evaluate(() => window.__golden!.next())
  await expect.poll(() => rest(page)).toEqual({ index: 2, level: 4, at: 1 })
  const after = await boxes(page)
  // Slide 2 is where slide 0 was, slide 0 one pitch before it; slide 1 still has no box.
  expect(Math.abs(after['2']!.centre - before['0']!.centre)).toBeLessThanOrEqual(1)
  expect(Math.abs(after['2']!.centre - after['0']!.centre - pitch)).toBeLessThanOrEqual(1)
  expect(after['1']).toMatchObject({ width: 0, inert: true })
  expect(after['2']!.inert).toBe(false)

  // Widened past the mobile level: slide 1 has its place back, slide 2 stays in focus.
  await page.setViewportSize({ width: 1600, height: 800 })
  await expect.poll(() => rest(page)).toMatchObject({ index: 2, at: 2 })
  await expect.poll(async () => (await boxes(page))['1']?.width ?? 0).toBeGreaterThan(0)
})
