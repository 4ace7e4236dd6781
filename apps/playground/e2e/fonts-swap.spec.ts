import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  allLoaded,
  type Box,
  boxes,
  openFonts,
  release,
  runId,
  TEXT_LAYERS,
  watchShifts,
} from './fonts-fixture'
import { recordViolations, servePolicy, violations } from './policy'

const ONE_LINE = TEXT_LAYERS.filter((id) => id !== 'wrapLato')
const KEYS = ['x', 'y', 'width', 'height', 'textTop', 'textHeight'] as const
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Measures the text layers while the files are held, lets them go, and measures again. */
async function swap(page: Page, query: string) {
  const run = runId()
  await openFonts(page, `hold=1&delay=500&run=${run}&${query}`)
  // The provider holds the files: what is drawn now is the fallback.
  expect(
    await page.evaluate(() => window.__slider?.plugin('fonts')?.status('Lato')?.normal[400]),
  ).toMatch(/^job-/)
  const from = await page.evaluate(() => performance.now())
  const before = await boxes(page)
  await release(page, run)
  await allLoaded(page)
  await twoFrames(page)
  return { before, after: await boxes(page), from }
}

/** Each layer's largest change of a box key, and the key: `{ roboto: [0.09, 'width'] }`. */
const deltas = (a: Record<string, Box>, b: Record<string, Box>) =>
  Object.fromEntries(
    Object.keys(a).map((id) => {
      let worst: [number, string] = [0, 'x']
      for (const k of KEYS) {
        const d = Math.abs((a[id]?.[k] ?? 0) - (b[id]?.[k] ?? 0))
        if (d > worst[0]) worst = [Number(d.toFixed(2)), k]
      }
      return [id, worst]
    }),
  )

/**
 * docs/behaviour.md §4 fonts: three families (Roboto 400 and 700, Lato, Open Sans) from the
 * local provider, their files arriving 500 ms after the test lets them go. With each layer's
 * fallback sized to its text, no box moves or resizes when the web fonts arrive; without the
 * fallbacks (the control) the boxes change, and follow their text (laid out again, not stale).
 */
test.describe('fonts: the swap moves nothing', () => {
  test("every text layer's box (x, y, width, height) and its text's top and height change by ≤ 1 px when the web fonts arrive; CLS stays 0", async ({
    page,
  }) => {
    await watchShifts(page)
    const { before, after, from } = await swap(page, '')
    // Every layout shift in the module from the page's load on (the fallback drawn first, then
    // the web fonts), and those after the files were let go.
    const [cls, clsSwap] = await page.evaluate((t) => {
      const shifts = (window as unknown as { __shifts: { t: number; value: number }[] }).__shifts
      const sum = (list: typeof shifts) => list.reduce((n, s) => n + s.value, 0)
      return [sum(shifts), sum(shifts.filter((s) => s.t >= t))]
    }, from)
    const moved = deltas(before, after)
    console.log(
      `fonts swap with fallbacks, largest change per layer (px): ${JSON.stringify(moved)}, CLS ${cls} (after the files were let go: ${clsSwap})`,
    )
    expect(Object.keys(moved)).toEqual([...TEXT_LAYERS])
    for (const [id, [d, key]] of Object.entries(moved))
      expect(d, `${id}.${key} changed by ${d} px`).toBeLessThanOrEqual(1)
    // The web faces are the ones drawn now: the files arrived, and nothing moved.
    expect(
      await page.evaluate(
        () => document.fonts.check('400 16px Lato') && document.fonts.check('700 16px Roboto'),
      ),
    ).toBe(true)
    expect(clsSwap).toBe(0)
    expect(cls).toBe(0)
  })

  test('control: without the fallbacks the same swap resizes the boxes, and each box follows its text in the web font (no stale box)', async ({
    page,
  }) => {
    await watchShifts(page)
    const { before, after, from } = await swap(page, 'fallbacks=0')
    const moved = deltas(before, after)
    const cls = await page.evaluate(
      (t) =>
        (window as unknown as { __shifts: { t: number; value: number }[] }).__shifts
          .filter((s) => s.t >= t)
          .reduce((n, s) => n + s.value, 0),
      from,
    )
    console.log(`fonts swap without fallbacks: CLS ${cls}`)
    // The flowing layer moved with the text before it: the browser saw a layout shift.
    expect(Math.abs((after.flowSecond?.x ?? 0) - (before.flowSecond?.x ?? 0))).toBeGreaterThan(1)
    expect(cls).toBeGreaterThan(0)
    console.log(
      `fonts swap without fallbacks, largest change per layer (px): ${JSON.stringify(moved)}`,
    )
    expect(Math.max(...ONE_LINE.map((id) => moved[id]?.[0] ?? 0))).toBeGreaterThan(1)
    // Laid out again: each one-line box is as wide as its text now draws.
    const fit = await page.evaluate((ids) => {
      const out: Record<string, number> = {}
      for (const id of ids) {
        const el = document.querySelector(`#fonts-fixture [data-layer-id="${id}"]`)
        if (!el) continue
        const range = document.createRange()
        range.selectNodeContents(el)
        out[id] = Math.abs(el.getBoundingClientRect().width - range.getBoundingClientRect().width)
      }
      return out
    }, ONE_LINE)
    for (const id of ONE_LINE) expect(fit[id], id).toBeLessThanOrEqual(1)
  })

  test('matched on average only (metrics without widths), the web face is drawn once it arrives: each box as wide as with no fallback at all', async ({
    page,
  }) => {
    const { before, after } = await swap(page, 'widths=0')
    const control = await page.context().newPage()
    await openFonts(control, 'fallbacks=0')
    await allLoaded(control)
    await twoFrames(control)
    const web = await boxes(control)
    await control.close()
    const moved = deltas(before, after)
    console.log(
      `fonts swap matched on average, largest change per layer (px): ${JSON.stringify(moved)}`,
    )
    // The fallback's faces have names of their own, second in each layer's stack: once the web
    // face is in it is the one drawn, wherever the fallback's sheet sits among the page's.
    for (const id of ONE_LINE) {
      expect(Math.abs((after[id]?.width ?? 0) - (web[id]?.width ?? 0)), id).toBeLessThanOrEqual(0.5)
      // While the files were held, the fallback stood in for them, near the web face's width.
      expect(Math.abs((before[id]?.width ?? 0) - (web[id]?.width ?? 0)), id).toBeLessThan(20)
    }
  })
})

test('under a policy that refuses inline styles, the fallbacks and the React shell apply all the same: nothing refused, the swap moves nothing', async ({
  page,
}) => {
  // The shell's `<style>` carries the page's nonce (`<Slider nonce>`); nothing else may.
  await servePolicy(
    page,
    /\/\?demo=fonts-fixture/,
    "style-src 'self' 'nonce-f0nts' 'report-sample'; font-src 'self'",
  )
  await recordViolations(page)
  const { before, after } = await swap(page, 'nonce=f0nts')
  expect(await violations(page)).toEqual([])
  // The fallbacks are the module's own adopted sheet.
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0)
  for (const [id, [d, key]] of Object.entries(deltas(before, after)))
    expect(d, `${id}.${key} changed by ${d} px`).toBeLessThanOrEqual(1)
})
