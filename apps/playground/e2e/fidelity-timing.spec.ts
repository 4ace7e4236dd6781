import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * Issue #15 timing items in Chromium, on the bare golden page (apps/playground/golden.html) with
 * a module in the exported shape made from golden-waiting's: waiting frames until an action
 * triggers them (13), keyframe edge words (14), Ken Burns percent scales (15), and the slide
 * background measured as its slidebg layer (data-layer-id).
 */
const GOLDEN = fileURLToPath(new URL('../../../../shared/golden/', import.meta.url))
type Rec = Record<string, unknown>
const base = JSON.parse(readFileSync(`${GOLDEN}golden-waiting.module.json`, 'utf8')) as Rec

/** A value for all five device levels, as exports write it. */
const five = <T>(v: T): T[] => [v, v, v, v, v]
/** A text layer at (x, y) grid px whose `in` is the given content keyframes. */
const text = (id: number, x: number, y: number, all: Rec[], extra: Rec = {}): Rec => ({
  id,
  type: 'text',
  size: { w: five('auto'), h: five('auto') },
  pos: { x: five(x), y: five(y), pos: 'absolute' },
  zIndex: 6 + id,
  display: five('block'),
  content: { text: `Layer ${id}` },
  font: { family: 'Arial', size: five('30px'), weight: five('700') },
  lh: five('40px'),
  color: five('#ffffff'),
  tl: { in: { content: { pers: '600px', all } } },
  ...extra,
})
/** From `from` at 0, then to its place at 1500 ms over 1000 ms: early on it sits at `from`. */
const late = (from: Rec): Rec[] => [
  { t: 0, d: 0, o: 1, x: 0, y: 0, ...from },
  { t: 1500, d: 1000, e: 'power3.inOut', x: 0, y: 0, o: 1 },
]

function module(): Rec {
  const m = structuredClone(base)
  const slides = m.slides as Record<string, Rec & { slide: Rec; layers: Record<string, Rec> }>
  const s = slides['1'] as Rec & { slide: Rec; layers: Record<string, Rec> }
  const bg = s.layers['1'] as Rec & { tl: { in: Rec } }
  // Ken Burns as exports write it: percent, one axis given, over the slide's length.
  bg.tl.in.pan = {
    all: [
      { t: 0, sX: '100', e: 'none' },
      { t: 0, sX: '115', e: 'none' },
    ],
  }
  s.slide.slideshow = { len: 2000 }
  s.layers = {
    '1': bg,
    '20': text(20, 100, 100, late({ x: 'left' })),
    '21': text(21, 100, 160, late({ x: 'right' })),
    '22': text(22, 100, 220, late({ y: 'bottom' })),
    '23': text(23, 100, 280, late({ y: 'top' })),
    '24': text(24, 100, 340, late({ x: '(left)' })),
    '25': text(25, 500, 400, [
      { t: 'w0', d: 0, o: 0 },
      { t: 0, d: 300, o: 1 },
    ]),
    '26': text(26, 500, 480, late({})),
  }
  // A click on layer 26 plays layer 25's in: the trigger its waiting frame waits for.
  s.slide.actions = [{ a: 'playScene', evt: 'click', sc: 'in', target: ['25'], src: [26] }]
  // A second slide, built while the first shows: its edge word is measured when it enters.
  slides['2'] = {
    id: 2,
    slide: { id: 2, title: 'Slide 2', order: 2, version: '6.7.29', actions: [] },
    layers: {
      '1': { ...structuredClone(bg), tl: { in: structuredClone(bg.tl.in) } },
      '30': text(30, 100, 100, late({ x: 'right' })),
    },
  }
  ;(slides['2']!.layers['1']!.tl as { in: Rec }).in.pan = undefined
  return m
}

interface Seen {
  x: number
  y: number
  w: number
  h: number
  visibility: string
  opacity: string
  transform: string
}
const measure = (page: Page, id: string) =>
  page.evaluate((layerId): Seen | null => {
    const root = document.getElementById('module')
    const el = root?.querySelector<HTMLElement>(
      `.strata-slide[aria-current="true"] [data-layer-id="${layerId}"]`,
    )
    if (!root || !el) return null
    const o = root.getBoundingClientRect()
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return {
      x: r.left - o.left,
      y: r.top - o.top,
      w: r.width,
      h: r.height,
      visibility: style.visibility,
      opacity: style.opacity,
      transform: el.style.transform,
    }
  }, id)

test('timing: waiting frames, edge words, Ken Burns and the slidebg box in Chromium', async ({
  page,
}) => {
  await openGolden(page, module(), { width: 1280, height: 800 })
  await page.waitForTimeout(400)

  // Early: each layer sits where its edge word puts it.
  const early = Object.fromEntries(
    await Promise.all(
      ['20', '21', '22', '23', '24'].map(async (id) => [id, await measure(page, id)]),
    ),
  ) as Record<string, Seen>
  expect(early['20']).toBeDefined()
  expect(early['20']!.x + early['20']!.w).toBeLessThanOrEqual(1)
  expect(early['21']?.x).toBeGreaterThanOrEqual(1279)
  expect(early['22']?.y).toBeGreaterThanOrEqual(599)
  expect((early['23']?.y ?? 0) + (early['23']?.h ?? 0)).toBeLessThanOrEqual(1)

  // The waiting layer is hidden (visibility) until the click.
  expect((await measure(page, '25'))?.visibility).toBe('hidden')

  await page.waitForTimeout(3000)
  const rest = Object.fromEntries(
    await Promise.all(
      ['20', '21', '22', '23', '24', '26'].map(async (id) => [id, await measure(page, id)]),
    ),
  ) as Record<string, Seen>
  // At rest they are all where the layout puts them: the same x for 20..24 (x 100 grid px).
  const xs = ['20', '21', '22', '23', '24'].map((id) => rest[id]?.x ?? Number.NaN)
  for (const x of xs) expect(Math.abs(x - (xs[0] ?? 0))).toBeLessThanOrEqual(1)
  // (left) started one own width to the left of its place.
  expect(
    Math.abs((early['24']?.x ?? 0) - ((rest['24']?.x ?? 0) - (rest['24']?.w ?? 0))),
  ).toBeLessThanOrEqual(2)
  expect([rest['22']?.y, rest['23']?.y]).toEqual([220, 280])
  expect((await measure(page, '25'))?.visibility).toBe('hidden')

  await page.locator('.strata-slide[aria-current="true"] [data-layer-id="26"]').click()
  await page.waitForTimeout(800)
  const shown = await measure(page, '25')
  expect([shown?.visibility, shown?.opacity]).toEqual(['visible', '1'])

  // Ken Burns: "115" is 1.15 on both axes at the end of the slide's 2 s; the background is the
  // slidebg layer (id 1) and covers the module under its pan.
  const bg = await measure(page, '1')
  expect(bg?.transform).toMatch(/scale\(1\.15,\s*1\.15\)/)
  expect(bg?.w).toBeGreaterThanOrEqual(1280)
  await page.screenshot({ path: 'test-results/fidelity-timing.png' })

  await page.evaluate(() => window.__golden?.next())
  await page.waitForTimeout(700)
  const second = await measure(page, '30')
  expect(second?.x).toBeGreaterThanOrEqual(1279)

  // Valid timing data is not reported (an entry is for a wrong value only).
  const report = await page.evaluate(() => window.__golden?.report ?? [])
  expect(report.filter((e) => /\.tl\b|\.hov\b/.test(e.path))).toEqual([])
})
