import type { Page } from '@playwright/test'
import type {} from '@strata/carousel'
import { expect, test } from './fixtures'

declare global {
  interface Window {
    __styleChanges?: Record<string, number>[]
    __stopWatching?: () => void
  }
}

async function open(page: Page): Promise<{ x: number; y: number; pitch: number }> {
  await page.goto('/?demo=carousel-drag')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  const pitch = await page.evaluate(
    () => window.__slider!.plugin('carousel')!.layout().geometry.pitch,
  )
  const box = (await page.locator('.strata-stage').boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, pitch }
}

const atRest = (page: Page) =>
  page.evaluate(() => {
    const s = window.__slider!
    return { index: s.state.index, locked: s.state.locked, at: s.plugin('carousel')!.position() }
  })

/** Drags from (x, y) by dx in `steps` moves `ms` apart, holds still, releases. */
async function drag(page: Page, x: number, y: number, dx: number, steps: number, ms: number) {
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x + (dx * i) / steps, y + i * 0.2)
    await page.waitForTimeout(ms)
  }
  // Still for longer than the velocity window: no momentum, the strip snaps to the nearest slide.
  await page.waitForTimeout(150)
  await page.mouse.up()
}

test('dragging the strip 1.6 slides left and letting go snaps it to slide 2; a short drag right of 0.3 slides still steps back one', async ({
  page,
}) => {
  const { x, y, pitch } = await open(page)
  await drag(page, x, y, -1.6 * pitch, 16, 16)
  await expect.poll(() => atRest(page)).toEqual({ index: 2, locked: false, at: 2 })
  // Over 130 ms and over 10% of a slide: it counts as a step (docs/behaviour.md §9).
  await drag(page, x, y, 0.3 * pitch, 10, 20)
  await expect.poll(() => atRest(page)).toEqual({ index: 1, locked: false, at: 1 })
  // The focused slide is back in the middle of the stage, within 1 px.
  const centre = await page.evaluate(() => {
    const el = document
      .querySelector<HTMLElement>('.strata-slide[data-index="1"]')!
      .getBoundingClientRect()
    const st = document.querySelector('.strata-stage')!.getBoundingClientRect()
    return el.left + el.width / 2 - (st.left + st.width / 2)
  })
  expect(Math.abs(centre)).toBeLessThanOrEqual(1)
})

test('a vertical page drag over the strip is left to the page: the strip does not move', async ({
  page,
}) => {
  const { x, y } = await open(page)
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + i, y + i * 12)
  await page.mouse.up()
  expect(await atRest(page)).toEqual({ index: 0, locked: false, at: 0 })
})

test('a 2-second drag across the 20-slide carousel: only transform, opacity and z-index animate', async ({
  page,
}) => {
  const { x, y, pitch } = await open(page)
  await page.evaluate(() => {
    // Per style mutation of a slide: which properties changed and the element's id.
    const changes: Record<string, number>[] = []
    window.__styleChanges = changes
    const ids = new WeakMap<Element, number>()
    let next = 0
    const parse = (css: string | null) => {
      const probe = document.createElement('div')
      probe.style.cssText = css ?? ''
      const out = new Map<string, string>()
      for (const name of probe.style) out.set(name, probe.style.getPropertyValue(name))
      return out
    }
    const mo = new MutationObserver((records) => {
      // Each record holds the style before one write; what followed it is the next record's
      // old value for the same slide, or the style now for its last record.
      const slides = records.filter((r) => (r.target as Element).classList.contains('strata-slide'))
      slides.forEach((r, k) => {
        const el = r.target as HTMLElement
        if (!ids.has(el)) ids.set(el, next++)
        const later = slides.slice(k + 1).find((o) => o.target === el)
        const before = parse(r.oldValue)
        const after = parse(later ? later.oldValue : el.getAttribute('style'))
        const changed: Record<string, number> = { __el: ids.get(el)! }
        for (const name of new Set([...before.keys(), ...after.keys()]))
          if (before.get(name) !== after.get(name)) changed[name] = 1
        changes.push(changed)
      })
    })
    mo.observe(document.querySelector('.strata-slides')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
    })
    window.__stopWatching = () => {
      mo.disconnect()
    }
  })
  // 2 s of drag carrying the strip over 18 slides: each move goes where the clock says (the
  // pointer is captured, so it may leave the window).
  const distance = 18 * pitch
  await page.mouse.move(x + 400, y)
  await page.mouse.down()
  const start = Date.now()
  for (let t = 0; t < 2000; t = Date.now() - start) {
    await page.mouse.move(x + 400 - (distance * t) / 2000, y)
    await page.waitForTimeout(4)
  }
  await page.mouse.move(x + 400 - distance, y)
  const took = Date.now() - start
  await page.waitForTimeout(150)
  await page.mouse.up()
  await expect.poll(() => atRest(page)).toMatchObject({ locked: false })
  const end = await atRest(page)
  expect(end.index).toBeGreaterThanOrEqual(17)
  expect(end.at).toBe(end.index)
  const changes = await page.evaluate(() => {
    window.__stopWatching!()
    return window.__styleChanges!
  })
  expect(took).toBeGreaterThanOrEqual(1500)
  // A property other than transform, opacity and z-index (and core's visibility) may be set once
  // on a slide (when it is built), never changed again: nothing layout-affecting animates.
  const perElement = new Map<string, number>()
  const animated = new Set<string>()
  for (const change of changes) {
    for (const name of Object.keys(change)) {
      if (name === '__el') continue
      animated.add(name)
      const key = `${change.__el} ${name}`
      perElement.set(key, (perElement.get(key) ?? 0) + 1)
    }
  }
  const free = new Set(['transform', 'opacity', 'z-index', 'visibility'])
  const repeated = [...perElement].filter(
    ([key, count]) => count > 1 && !free.has(key.split(' ')[1]!),
  )
  expect(repeated).toEqual([])
  expect(animated).toContain('transform')
  expect(changes.length).toBeGreaterThan(100)
})
