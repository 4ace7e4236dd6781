import type { Page } from '@playwright/test'

/** Layers of the fonts fixture's first slide whose boxes the swap must not move. */
export const TEXT_LAYERS = [
  'roboto',
  'robotoBold',
  'lato',
  'openSans',
  'wrapLato',
  'flowFirst',
  'flowSecond',
] as const

export interface Box {
  x: number
  y: number
  width: number
  height: number
  /** Top and height of the text itself (its glyphs' ascent to descent), from a Range. */
  textTop: number
  textHeight: number
}

/** A fresh request-log id, so parallel runs never read each other's requests. */
export const runId = () => `r${Math.random().toString(36).slice(2, 10)}`

/** Records layout-shift entries whose sources sit in the fixture, from page load on. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { t: number; value: number }[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number
        sources?: { node?: Node | null }[]
      })[]) {
        const inFixture = (e.sources ?? []).some((s) =>
          (s.node as Element | null | undefined)?.closest?.('#fonts-fixture'),
        )
        if (inFixture) w.__shifts.push({ t: e.startTime, value: e.value })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Opens the fixture with the provider switches and waits for its first slide's layers. */
export async function openFonts(page: Page, query: string): Promise<void> {
  await page.goto(`/?demo=fonts-fixture&${query}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.locator('#fonts-fixture [data-layer-id="wrapLato"]').waitFor()
}

/** The boxes of the text layers, by id. */
export const boxes = (page: Page) =>
  page.evaluate((ids) => {
    const out: Record<string, Box> = {}
    for (const id of ids) {
      const el = document.querySelector(`#fonts-fixture [data-layer-id="${id}"]`)
      if (!el) continue
      const r = el.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(el)
      const t = range.getClientRects()[0]
      out[id] = {
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        textTop: t?.top ?? Number.NaN,
        textHeight: t?.height ?? Number.NaN,
      }
    }
    return out
  }, TEXT_LAYERS)

/** True once every face the fixture's first slide uses has status 2. */
export const allLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const api = window.__slider?.plugin('fonts')
    const done = (f: string, w: number) => api?.status(f)?.normal[w] === 2
    return done('Roboto', 400) && done('Roboto', 700) && done('Lato', 400) && done('Open Sans', 400)
  })

/**
 * Lets the run's held font files go (they then arrive after the run's delay). Sent from the test
 * runner: the page's own connections to the server are all busy with the held files.
 */
export const release = (page: Page, run: string) =>
  page.request.get(`/fonts-api/run-${run}/release`)

/** The largest change of the given box keys of the given layers between two measurements. */
export const largestDelta = (
  a: Record<string, Box>,
  b: Record<string, Box>,
  keys: readonly (keyof Box)[] = ['x', 'y', 'width', 'height'],
  ids: readonly string[] = Object.keys(a),
) => {
  let worst = 0
  for (const id of ids) {
    const box = a[id]
    const other = b[id]
    if (!box || !other) continue
    for (const k of keys) worst = Math.max(worst, Math.abs(box[k] - other[k]))
  }
  return worst
}
