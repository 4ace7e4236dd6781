import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

/** Viewports that land on the desktop (1), tablet (3) and mobile (4) levels, and the data's values there. */
const LEVELS = [
  {
    name: 'desktop',
    width: 1200,
    level: 1,
    x: 60,
    y: 40,
    font: 64,
    shapeY: 120,
    shapeW: 200,
    shapeH: 120,
    rowY: 260,
    rowW: 700,
    groupY: 40,
    groupW: 280,
  },
  {
    name: 'tablet',
    width: 778,
    level: 3,
    x: 40,
    y: 32,
    font: 48,
    shapeY: 110,
    shapeW: 160,
    shapeH: 96,
    rowY: 210,
    rowW: 560,
    groupY: 32,
    groupW: 220,
  },
  {
    name: 'mobile',
    width: 480,
    level: 4,
    x: 24,
    y: 24,
    font: 36,
    shapeY: 160,
    shapeW: 120,
    shapeH: 72,
    rowY: 170,
    rowW: 432,
    groupY: 300,
    groupW: 180,
  },
] as const

async function open(page: Page, demo: string): Promise<void> {
  await page.goto(`/?demo=${demo}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.locator('.strata-slide[data-index="0"] .strata-layer').first().waitFor()
}

/** Boxes relative to the layer grid, computed styles, and the slider's level and scale. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('.strata-layer-grid')!.getBoundingClientRect()
    const slide = document.querySelector('.strata-slide[data-index="0"]')!.getBoundingClientRect()
    const el = (id: string) => document.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)!
    const box = (id: string) => {
      const r = el(id).getBoundingClientRect()
      return {
        l: r.left - grid.left,
        t: r.top - grid.top,
        r: grid.right - r.right,
        b: grid.bottom - r.bottom,
        w: r.width,
        h: r.height,
      }
    }
    const css = (id: string) => getComputedStyle(el(id))
    const zone = el('zone').getBoundingClientRect()
    const { level, scale } = window.__slider!.state
    return {
      level,
      scale,
      grid: { w: grid.width, h: grid.height },
      title: {
        ...box('title'),
        font: Number.parseFloat(css('title').fontSize),
        tt: css('title').textTransform,
        shadow: css('title').textShadow,
      },
      btn: {
        ...box('btn'),
        radius: css('btn').borderTopLeftRadius,
        border: css('btn').borderTopStyle,
        bw: css('btn').borderTopWidth,
        shadow: css('btn').boxShadow,
        tag: el('btn').tagName,
      },
      shape: { ...box('shape'), clip: css('shape').clipPath, border: css('shape').borderTopStyle },
      row: box('row'),
      c1: box('c1'),
      c2: box('c2'),
      group: box('group'),
      sub: { clip: css('sub').backgroundClip, image: css('sub').backgroundImage },
      stroke: { stroke: css('stroke').webkitTextStrokeWidth, style: css('stroke').fontStyle },
      box: getComputedStyle(el('box').parentElement!).display,
      zone: { w: zone.width, bottom: slide.bottom - zone.bottom, h: zone.height, sw: slide.width },
    }
  })

const near = (actual: number, expected: number, label: string) =>
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThan(1.5)

for (const L of LEVELS) {
  test(`layers-all at the ${L.name} level: positions, sizes and styles scale with the grid`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: L.width, height: 900 })
    await open(page, 'layers-all')
    const m = await measure(page)
    const s = m.scale
    expect(m.level).toBe(L.level)
    // Text: pos x/y from the top left; font size per level, scaled.
    near(m.title.l, L.x * s, 'title left')
    near(m.title.t, L.y * s, 'title top')
    near(m.title.font, L.font * s, 'title font size')
    expect(m.title.tt).toBe('uppercase')
    expect(m.title.shadow).toContain('rgba(0, 0, 0, 0.6)')
    // Button: h right / v bottom; border, radius, shadow.
    near(m.btn.r, L.x * s, 'button right')
    near(m.btn.b, L.y * s, 'button bottom')
    expect(m.btn.tag).toBe('BUTTON')
    expect(m.btn.border).toBe('solid')
    near(Number.parseFloat(m.btn.radius), 24 * s, 'button radius')
    expect(m.btn.shadow).toContain('rgba(0, 0, 0, 0.45)')
    // Shape: h center / v middle plus y; size per level; spike clip.
    near(m.shape.w, L.shapeW * s, 'shape width')
    near(m.shape.h, L.shapeH * s, 'shape height')
    near(m.shape.l, m.shape.r, 'shape centred')
    near(m.shape.t - m.shape.b, 2 * L.shapeY * s, 'shape middle + y')
    expect(m.shape.clip).toContain('polygon')
    expect(m.shape.border).toBe('dashed')
    // Row with 1/3 and 2/3 columns.
    near(m.row.l, L.x * s, 'row left')
    near(m.row.t, L.rowY * s, 'row top')
    near(m.row.w, L.rowW * s, 'row width')
    near(m.c1.w, m.row.w / 3, 'column 1/3')
    near(m.c2.w, (m.row.w * 2) / 3, 'column 2/3')
    near(m.c1.h, m.row.h, 'column fills the row height')
    // Group: right aligned, fixed size.
    near(m.group.r, L.x * s, 'group right')
    near(m.group.t, L.groupY * s, 'group top')
    near(m.group.w, L.groupW * s, 'group width')
    // Styles: gradient text fill, text stroke, italic.
    expect(m.sub.clip).toBe('text')
    expect(m.sub.image).toContain('linear-gradient')
    near(Number.parseFloat(m.stroke.stroke), 2 * s, 'text stroke')
    expect(m.stroke.style).toBe('italic')
    // Zone relative to the slide: full width at its bottom. Container hidden on mobile only.
    near(m.zone.w, m.zone.sw, 'zone width')
    near(m.zone.bottom, 0, 'zone bottom')
    expect(m.box).toBe(L.level === 4 ? 'none' : 'block')
    await page.locator('.strata-module').screenshot({ path: shotPath(`layers-render-${L.name}`) })
  })
}

test('toggle text swaps between default and toggled text on click', async ({ page }) => {
  await open(page, 'layers-all')
  const btn = page.locator('[data-layer-id="btn"]')
  await expect(btn).toHaveText('Play')
  await btn.click()
  await expect(btn).toHaveText('Pause')
  await expect(btn).toHaveAttribute('aria-pressed', 'true')
  await btn.click()
  await expect(btn).toHaveText('Play')
  await expect(btn).toHaveAttribute('aria-label', 'Play the show')
})

test('a global layer shows over its slide range sStart..sEnd only', async ({ page }) => {
  await open(page, 'layers-all')
  const badge = page.locator('.strata-global-slide [data-layer-id="badge"]')
  await expect(badge).toBeVisible()
  await page.evaluate(() => window.__slider!.next())
  await page.waitForFunction(() => window.__slider!.state.index === 1)
  await expect(badge).toBeHidden()
  await expect(page.locator('.strata-slide[data-index="1"] [data-layer-id="t"]')).toHaveText(
    'Slide two',
  )
})

test('bad input: each problem is reported and the valid layers render', async ({ page }) => {
  await open(page, 'layers-bad')
  for (const text of [
    'Valid A',
    'Valid B',
    'Broken tl',
    'Nonsense style',
    'Cycle 1',
    'Cycle 2',
    'Safe',
  ])
    await expect(
      page.locator('.strata-slide[data-index="0"] .strata-layer', { hasText: text }).first(),
    ).toBeVisible()
  await expect(page.locator('[data-layer-id="alien"]')).toHaveCount(0)
  const { paths, pwned } = await page.evaluate(() => ({
    paths: window.__slider!.report.map((r) => r.path),
    pwned: (window as unknown as { __pwned?: number }).__pwned,
  }))
  expect(pwned).toBeUndefined()
  const base = 'slides.1.layers'
  for (const p of [
    'alien.type',
    'tl.tl.in',
    'nonsense.font.size',
    'nonsense.overlay.pattern',
    'nonsense.pos.x',
    'evil.content.text',
  ])
    expect(paths, p).toContain(`${base}.${p}`)
  expect(paths.some((p) => /cyc[12]\.pid$/.test(p))).toBe(true)
})
