import type { Page } from '@playwright/test'
import {
  at,
  boxesOf,
  fixture,
  type Grid,
  layerText,
  loadModule,
  Problems,
  paintAt,
  panState,
  px,
  type Raw,
  readExtremes,
  recordExtremes,
  referenceGrid,
  settle,
  WIDTHS,
  type WidthName,
} from './fidelity-measure'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

/**
 * Real-shape fixtures (e2e/fixtures/real, written for these tests in the exported shape of
 * docs/data-format/README.md: sparse 5-slot values, "#a" slots, layers keyed by id, colour objects;
 * a 6.7.x module migrated by 7.x and a native 7.x one) loaded on the bare golden page at three
 * widths, each inside its level by the reference's level rule. Every check is a rule of the
 * reference front end (docs/fidelity.md), measured by geometry within 2 px; each test lists every
 * difference it finds before failing, and leaves a screenshot in e2e/.screens/.
 */

const layersOf = (module: Raw, slideId: string): Record<string, Raw> =>
  module.slides[slideId].layers

/** Every slide visited (layers are read when a slide is built), then the report. */
async function reportAfterVisiting(page: Page, module: Raw) {
  const count = Object.keys(module.slides).length
  for (let i = 0; i < count; i++) {
    await page.evaluate((index) => window.__golden?.goTo(index), i)
    await page.waitForFunction((index) => window.__golden?.state.index === index, i)
    await page.waitForTimeout(300)
  }
  return page.evaluate(() =>
    (window.__golden?.report ?? []).map((entry) => `${entry.path}: ${entry.message}`),
  )
}

const shot = (page: Page, name: string) => page.screenshot({ path: shotPath(name) })

test.describe('real-shape modules at three widths: geometry as the reference draws it', () => {
  test.describe.configure({ timeout: 90_000 })

  for (const width of Object.keys(WIDTHS) as WidthName[]) {
    const viewport = WIDTHS[width]

    test(`hero (6.7.x migrated) at ${width} ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      const module = fixture('fidelity-hero')
      const layers = layersOf(module, '11')
      const g: Grid = referenceGrid(module.settings, viewport)
      const p = new Problems(`hero ${width}`)
      const s = (value: unknown) => px(at(value, g.level)) * g.scale
      await recordExtremes(page, ['23', '24', '60'])
      await loadModule(page, module, viewport)

      const size = await page.evaluate(() => {
        const r = document.getElementById('module')?.getBoundingClientRect()
        return { w: r?.width ?? 0, h: r?.height ?? 0 }
      })
      p.near('module width', size.w, g.width)
      p.near(`module height (level ${g.level}, scale ${g.scale.toFixed(3)})`, size.h, g.height)

      const ids = Object.keys(layers).filter((id) => id !== '1')
      const b = await settle(page, ids)
      await shot(page, `fidelity-hero-${width}`)

      // Zones span the module; their rows span the zone; columns divide the grid by `size.col`.
      const header = p.box('header zone 10', b[10], { x: 0, y: 0, w: g.width })
      p.box('header row 11', b[11], { x: 0, w: g.width })
      const logoCol = p.box('logo column 12 (1/3)', b[12], { x: g.x, w: g.w / 3 })
      const menuCol = p.box('menu column 13 (2/3)', b[13], { x: g.x + g.w / 3, w: (g.w * 2) / 3 })
      const row = b[11]
      if (row && !('missing' in row))
        for (const [label, col] of [
          ['logo column 12', logoCol],
          ['menu column 13', menuCol],
        ] as const)
          if (col) p.near(`${label} height (the row's)`, col.h, row.h)
      if (header && row && !('missing' in row))
        p.near('header zone height (its row)', header.h, row.h)
      p.box('logo 14', b[14], { x: g.x })
      const menu = [15, 16, 17].map((id) => p.shown(`menu text ${id}`, b[id]))
      if (menu[0]) p.near('first menu text x (its column)', menu[0].x, g.x + g.w / 3)
      for (const [i, item] of menu.entries()) {
        if (item && menu[0])
          p.near(`menu text ${15 + i} top (one line of items)`, item.y, menu[0].y)
        const before = menu[i - 1]
        if (item && before && item.x < before.x + before.w - 1)
          p.add(
            `menu text ${15 + i} at x ${item.x} overlaps the one before (ends ${before.x + before.w})`,
          )
      }

      // The "mid" zone is centred vertically; its column spans the grid.
      const hero = p.box('hero zone 20 ("mid")', b[20], { x: 0, w: g.width })
      if (hero) p.near('hero zone 20 top (centred)', hero.y, (g.height - hero.h) / 2)
      p.box('hero column 22 (1/1)', b[22], { x: g.x, w: g.w })
      const headline = p.box('headline 23 (entered from "left")', b[23], { x: g.x })
      // A fixed width with `ws: normal` wraps.
      const desc = p.box('description 24', b[24], { x: g.x, w: s(layers[24].size.w) })
      if (desc && desc.h < 2 * s(layers[24].lh) - 1)
        p.add(`description 24 is ${desc.h} px high: one line, the reference wraps it`)
      const button = p.shown('button 25', b[25])
      if (button && desc && button.y < desc.y + desc.h) p.add('button 25 overlaps the description')

      // "#1/3#" on an absolute shape: a third of the module; cMode fullwidth: the grid's width.
      p.box('bottom shade 30 ("#1/3#")', b[30], {
        x: 0,
        w: g.width,
        h: g.height / 3,
        bottom: g.height,
      })
      p.box('accent strip 31 (cMode fullwidth)', b[31], {
        x: g.x,
        w: g.w,
        h: s(layers[31].size.h),
        bottom: g.y + g.h - s(layers[31].pos.y),
      })
      p.box('footer zone 40', b[40], { x: 0, w: g.width, bottom: g.height })
      for (const [i, id] of [42, 43, 44].entries()) {
        p.box(`footer column ${id} (1/3)`, b[id], { x: g.x + (i * g.w) / 3, w: g.w / 3 })
        p.box(`footer text ${id + 3}`, b[id + 3], { x: g.x + (i * g.w) / 3 })
      }

      // Waiting cards ("w0") are hidden until the button's start-layer action.
      p.hidden('card 50 (waits)', b[50])
      p.hidden('card 51 (waits)', b[51])

      // The badge is centred by the word "c", at its offset from the top.
      const badge = p.box('badge 60 ("c", entered from "top")', b[60], {
        y: g.y + s(layers[60].pos.y),
      })
      if (badge) p.near('badge 60 centre', badge.x + badge.w / 2, g.x + g.w / 2)

      // Edge offsets: "left" starts beyond the stage's left edge, "top" above the stage's top,
      // "(bottom)" below the layer's own box: the recorder saw each pass there.
      const seen = await readExtremes(page)
      const [h0, d0, b0] = [seen[23], seen[24], seen[60]]
      if (headline && !(h0 && h0.minRight <= 2))
        p.add(
          `headline 23 ("left") never started beyond the stage's left edge: ${JSON.stringify(h0)}`,
        )
      if (desc && !(d0 && d0.maxTop >= desc.y + desc.h * 0.9))
        p.add(`description 24 ("(bottom)") never started below its own box: ${JSON.stringify(d0)}`)
      if (badge && !(b0 && b0.minBottom <= 2))
        p.add(`badge 60 ("top") never started above the stage: ${JSON.stringify(b0)}`)
      // Ken Burns: "115" is 115 %, both axes, over the slide's length (moving, never past 1.15).
      const pan1 = await page.evaluate(panState, '1')
      await page.waitForTimeout(1000)
      const pan2 = await page.evaluate(panState, '1')
      if (!pan1 || !pan2) p.add('the slide background has no Ken Burns transform')
      else {
        for (const [label, pan] of [
          ['first', pan1],
          ['second', pan2],
        ] as const) {
          if (pan.scaleX < 0.999 || pan.scaleX > 1.151 || Math.abs(pan.scaleX - pan.scaleY) > 0.002)
            p.add(
              `Ken Burns ${label} sample scales ${pan.scaleX.toFixed(3)} x ${pan.scaleY.toFixed(3)}; the reference scales both axes from 1 to 1.15`,
            )
          if (pan.w > g.width * 1.16 || pan.h > g.height * 1.16)
            p.add(`Ken Burns background ${Math.round(pan.w)}x${Math.round(pan.h)} px: smeared`)
        }
        if (!(pan2.scaleX > pan1.scaleX))
          p.add(
            `Ken Burns does not move (${pan1.scaleX.toFixed(4)} then ${pan2.scaleX.toFixed(4)})`,
          )
      }

      // The button's action starts the cards: they come in and rest at their places.
      const buttonEl = page.locator(
        '#module .strata-slide[aria-current="true"] [data-layer-id="25"]',
      )
      await buttonEl.click({ timeout: 5000 }).catch(() => p.add('button 25 cannot be clicked'))
      const cards = await settle(page, ['50', '51'], 1500)
      await shot(page, `fidelity-hero-${width}-cards`)
      for (const id of ['50', '51']) {
        const card = layers[id]
        const want = s(card.pos.y)
        const got = p.box(`card ${id} after the action`, cards[id], {
          w: s(card.size.w),
          right: g.x + g.w - s(card.pos.x),
        })
        if (!got) continue
        p.near(
          `card ${id} centre y ("c" ${at(card.pos.y, g.level)})`,
          got.y + got.h / 2,
          g.y + g.h / 2 + want,
          2,
        )
        if (got.h < 2 * s(card.lh) + 2 * s(card.p.t) - 1)
          p.add(`card ${id} is ${got.h} px high: one line, the reference wraps it`)
        if (got.opacity < 0.99) p.add(`card ${id} rests at opacity ${got.opacity}`)
      }

      const report = await reportAfterVisiting(page, module)
      if (report.length) p.add(`report is not empty:\n  ${report.join('\n  ')}`)
      expect(p.list, 'hero: differences from the reference').toEqual([])
    })

    test(`full height (6.7.x migrated) at ${width} ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      const module = fixture('fidelity-fullheight')
      const layers = layersOf(module, '21')
      const g = referenceGrid(module.settings, viewport)
      const p = new Problems(`full height ${width}`)
      const s = (value: unknown) => px(at(value, g.level)) * g.scale
      await loadModule(page, module, viewport)
      const size = await page.evaluate(() => {
        const r = document.getElementById('module')?.getBoundingClientRect()
        return { w: r?.width ?? 0, h: r?.height ?? 0 }
      })
      p.near('module width', size.w, g.width)
      p.near('module height (the window)', size.h, g.height)
      const b = await settle(
        page,
        Object.keys(layers).filter((id) => id !== '1'),
      )
      await shot(page, `fidelity-fullheight-${width}`)

      // The grid: scaled by the smaller of width and height ratio, centred; marks at its corners.
      const label = `scale ${g.scale.toFixed(3)}, grid ${Math.round(g.w)}x${Math.round(g.h)} at ${Math.round(g.x)},${Math.round(g.y)}`
      p.box(`top-left mark 10 (${label})`, b[10], {
        x: g.x,
        y: g.y,
        w: s(layers[10].size.w),
        h: s(layers[10].size.h),
      })
      p.box(`bottom-right mark 19 (${label})`, b[19], {
        right: g.x + g.w,
        bottom: g.y + g.h,
        w: s(layers[19].size.w),
      })
      const title = p.box('title 11', b[11], { y: g.y + s(layers[11].pos.y) })
      if (title) p.near('title 11 centre', title.x + title.w / 2, g.x + g.w / 2)
      const sub = p.box('subtitle 12', b[12], {
        y: g.y + s(layers[12].pos.y),
        w: s(layers[12].size.w),
      })
      if (sub) {
        p.near('subtitle 12 centre', sub.x + sub.w / 2, g.x + g.w / 2)
        if (sub.h < 2 * s(layers[12].lh) - 1) p.add(`subtitle 12 is ${sub.h} px high: one line`)
      }
      for (const id of ['13', '14', '15', '16', '17', '18']) {
        const layer = layers[id]
        const got = p.box(`${layer.alias} ${id}`, b[id], {
          x: g.x + s(layer.pos.x),
          y: g.y + s(layer.pos.y),
          w: s(layer.size.w),
          ...(layer.type === 'shape' ? { h: s(layer.size.h) } : {}),
        })
        if (got && layer.type === 'text' && got.h < 2 * s(layer.lh) - 1 && g.level < 4)
          p.add(`${layer.alias} ${id} is ${got.h} px high: one line, the reference wraps it`)
      }
      const report = await reportAfterVisiting(page, module)
      if (report.length) p.add(`report is not empty:\n  ${report.join('\n  ')}`)
      expect(p.list, 'full height: differences from the reference').toEqual([])
    })

    test(`stories (native 7.x) at ${width} ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      const module = fixture('fidelity-stories')
      const layers = layersOf(module, '31')
      const { arrows, bullets } = module.settings.nav
      const g = referenceGrid(module.settings, viewport)
      const p = new Problems(`stories ${width}`)
      const s = (value: unknown) => px(at(value, g.level)) * g.scale
      await loadModule(page, module, viewport)
      const b = await settle(page, ['10', '11', '12', '13'])
      await shot(page, `fidelity-stories-${width}`)

      // The module's own background shows through the first slide's transparent one.
      const point: [number, number] = [g.width * 0.7, g.height * 0.8]
      const paint = await page.evaluate(paintAt, point)
      if (paint?.color !== 'rgb(29, 43, 54)' || !paint.inModule)
        p.add(
          `module bg (settings.bg.color #1d2b36) not painted at ${point}: ${JSON.stringify(paint)}`,
        )

      // Meta placeholders are replaced.
      const counter = await page.evaluate(layerText, '10')
      if (counter !== '1 / 3') p.add(`counter 10 reads ${JSON.stringify(counter)}, not "1 / 3"`)
      p.box('counter 10', b[10], { x: g.x + s(layers[10].pos.x), y: g.y + s(layers[10].pos.y) })
      const headline = p.box('headline 11', b[11], {
        x: g.x + s(layers[11].pos.x),
        y: g.y + s(layers[11].pos.y),
        w: s(layers[11].size.w),
      })
      if (headline && headline.h < 2 * s(layers[11].lh) - 1)
        p.add(`headline 11 is ${headline.h} px high: one line, the reference wraps it`)
      p.box('button 12', b[12], { x: g.x + s(layers[12].pos.x), y: g.y + s(layers[12].pos.y) })
      // The add-on layer Strata has no renderer for takes no space.
      p.hidden('particlewave 13 (add-on)', b[13])

      // Arrows and bullets at the size their skin's CSS gives (cst over def), placed by the data.
      const arrowSize = px(arrows.cst['back-size'])
      const bulletSize = px(bullets.cst.size)
      const [prev] = await page.evaluate(boxesOf, '.strata-arrow-prev')
      const [next] = await page.evaluate(boxesOf, '.strata-arrow-next')
      const edge = px(at(arrows.l.x, g.level))
      for (const [label, arrow, x] of [
        ['left arrow', prev, edge],
        ['right arrow', next, g.width - edge - arrowSize],
      ] as const) {
        if (!arrow) p.add(`${label} is not drawn`)
        else {
          p.near(`${label} width`, arrow.w, arrowSize)
          p.near(`${label} height`, arrow.h, arrowSize)
          p.near(`${label} x`, arrow.x, x)
          p.near(`${label} y (centred)`, arrow.y, (g.height - arrowSize) / 2)
        }
      }
      const dots = await page.evaluate(boxesOf, '.strata-bullet')
      if (dots.length !== 3) p.add(`${dots.length} bullets, the reference draws 3`)
      for (const [i, dot] of dots.entries()) {
        p.near(`bullet ${i + 1} width`, dot.w, bulletSize)
        p.near(`bullet ${i + 1} height`, dot.h, bulletSize)
        p.near(`bullet ${i + 1} bottom`, dot.y + dot.h, g.height - px(at(bullets.y, g.level)))
        const before = dots[i - 1]
        if (before)
          p.near(`gap before bullet ${i + 1}`, dot.x - (before.x + before.w), px(bullets.g))
      }
      const first = dots[0]
      const last = dots[dots.length - 1]
      if (first && last) p.near('bullets centre', (first.x + last.x + last.w) / 2, g.width / 2)

      // 6.x hover form: colour objects, per-side border, "inherit" frame; the box does not move.
      const button = page.locator('#module .strata-slide[aria-current="true"] [data-layer-id="12"]')
      await button.hover({ timeout: 5000 }).catch(() => p.add('button 12 cannot be hovered'))
      await page.waitForTimeout(600)
      const hovered = await button.evaluate((el) => {
        const style = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return { color: style.color, bg: style.backgroundColor, w: r.width, h: r.height }
      })
      if (hovered.color !== 'rgb(11, 29, 42)' || hovered.bg !== 'rgb(255, 255, 255)')
        p.add(
          `hovered button 12 is ${hovered.color} on ${hovered.bg}; hov gives rgb(11, 29, 42) on rgb(255, 255, 255)`,
        )
      const rest = b[12]
      if (rest && !('missing' in rest)) {
        p.near('hovered button 12 width', hovered.w, rest.w)
        p.near('hovered button 12 height', hovered.h, rest.h)
      }
      await page.mouse.move(0, 0)

      // callSlide jumps to the slide it names; the placeholders follow every slide change.
      await button.click({ timeout: 5000 }).catch(() => p.add('button 12 cannot be clicked'))
      const jumped = await page
        .waitForFunction(() => window.__golden?.state.index === 2, undefined, { timeout: 4000 })
        .then(() => true)
        .catch(() => false)
      if (!jumped) p.add('callSlide to slide 33 did not go to the third slide')
      else {
        await settle(page, ['10', '11'])
        const third = await page.evaluate(layerText, '10')
        if (third !== '3 / 3') p.add(`counter on the third slide reads ${JSON.stringify(third)}`)
        await shot(page, `fidelity-stories-${width}-third`)
      }
      const bullet = page.locator('#module .strata-bullet').nth(1)
      const stepped = await bullet
        .click({ timeout: 5000 })
        .then(() =>
          page.waitForFunction(() => window.__golden?.state.index === 1, undefined, {
            timeout: 4000,
          }),
        )
        .then(() => true)
        .catch(() => false)
      if (!stepped) p.add('bullet 2 does not go to the second slide')
      else {
        await settle(page, ['10', '11'])
        const second = await page.evaluate(layerText, '10')
        if (second !== '2 / 3') p.add(`counter on the second slide reads ${JSON.stringify(second)}`)
      }

      // The report: nothing for valid data, one "not supported yet" entry for the add-on type.
      const report = await reportAfterVisiting(page, module)
      const addOn = report.filter(
        (line) => /not supported yet/i.test(line) && /particlewave/i.test(line),
      )
      if (addOn.length !== 1 || report.length !== 1)
        p.add(
          `report should be exactly one "not supported yet" entry naming particlewave:\n  ${report.join('\n  ') || '(empty)'}`,
        )
      expect(p.list, 'stories: differences from the reference').toEqual([])
    })
  }

  test('the level rule at the breakpoints: a window as wide as one belongs to the wider level', async ({
    page,
  }) => {
    const module = fixture('fidelity-hero')
    const p = new Problems('hero at breakpoint widths')
    for (const viewport of [
      { width: 778, height: 900 },
      { width: 480, height: 800 },
    ]) {
      const g = referenceGrid(module.settings, viewport)
      await loadModule(page, module, viewport)
      const size = await page.evaluate(() => {
        const r = document.getElementById('module')?.getBoundingClientRect()
        return { w: r?.width ?? 0, h: r?.height ?? 0 }
      })
      // At rest (the golden README's rule): measured mid-way through its fade-in, the column
      // would be read as hidden.
      const b = await settle(page, ['12', '23', '24', '60'])
      p.near(
        `${viewport.width} px: module height (level ${g.level}, grid ${g.w / g.scale})`,
        size.h,
        g.height,
      )
      p.box(`${viewport.width} px: logo column 12`, b[12], { x: g.x, w: g.w / 3 })
      await shot(page, `fidelity-hero-${viewport.width}`)
    }
    expect(p.list, 'level at breakpoint widths').toEqual([])
  })
})
