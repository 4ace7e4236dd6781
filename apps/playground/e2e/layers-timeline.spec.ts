import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

async function open(page: Page): Promise<void> {
  await page.goto('/?demo=layers-timeline-fixture')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
}

/** Waits until every layer of slide 1 has finished entering (its last enteredstage). */
const entered = (page: Page, ids: string[]) =>
  page.waitForFunction(
    (list) => list.every((id) => window.__layerEvents?.includes(`enteredstage:${id}:in.1`)),
    ids,
  )

const SLIDE1 = [
  't2d',
  't3d',
  'pct',
  'level',
  'inherit',
  'words',
  'chars',
  'lines',
  'mask',
  'filter',
  'clip',
  'pan',
  'hover',
]

for (const [name, width] of [
  ['desktop', 1280],
  ['mobile', 440],
] as const)
  test(`at the end of in, computed transforms and opacity match the keyframes (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await open(page)
    await entered(page, SLIDE1)
    const r = await page.evaluate(() => {
      // Keyframe px are layer-grid px: they scale with the layers, rounded to 1/100 px.
      const s = window.__slider!.state.scale
      const px = (n: number) => Math.round(n * s * 100) / 100
      const el = (id: string) => document.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)!
      const css = (id: string) => getComputedStyle(el(id))
      // Largest entry-wise difference between the computed matrix and the one the keyframe says.
      const off = (id: string, expected: string) => {
        const a = new DOMMatrix(css(id).transform).toFloat64Array()
        const b = new DOMMatrix(expected).toFloat64Array()
        return Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))))
      }
      const m = (id: string) => new DOMMatrix(css(id).transform)
      const pieces = (id: string) =>
        [...el(id).querySelectorAll<HTMLElement>('span')].map((s) => [
          getComputedStyle(s).opacity,
          new DOMMatrix(getComputedStyle(s).transform).isIdentity,
        ])
      const wrap = (id: string, name: string) =>
        el(id).querySelector<HTMLElement>(`.strata-layer-${name}`)!
      return {
        level: window.__slider!.state.level,
        px: { 20: px(20), 25: px(25), 40: px(40) },
        t2d: {
          off: off(
            't2d',
            `translate(${px(60)}px, ${px(30)}px) rotate(15deg) skew(10deg, 0deg) scale(1.5, 0.5)`,
          ),
          o: css('t2d').opacity,
        },
        t3d: {
          off: off(
            't3d',
            `perspective(800px) translate3d(0px, 0px, ${px(40)}px) rotateY(30deg) rotateX(20deg)`,
          ),
          o: css('t3d').opacity,
        },
        pct: { e: m('pct').e, half: el('pct').offsetWidth / 2, o: css('pct').opacity },
        level_: { f: m('level').f, o: css('level').opacity },
        inherit: { e: m('inherit').e, o: css('inherit').opacity },
        words: pieces('words'),
        chars: pieces('chars'),
        lines: pieces('lines'),
        mask: {
          overflow: getComputedStyle(wrap('mask', 'mask')).overflow,
          loop: new DOMMatrix(getComputedStyle(wrap('mask', 'loop')).transform).isIdentity,
        },
        filter: css('filter').filter,
        clip: css('clip').clipPath,
        pan: new DOMMatrix(getComputedStyle(wrap('pan', 'pan')).transform).isIdentity,
      }
    })
    expect(r.t2d.off).toBeLessThan(1e-3)
    expect(r.t2d.o).toBe('0.8')
    expect(r.t3d.off).toBeLessThan(1e-3)
    expect(r.t3d.o).toBe('1')
    // x "50%" is half the layer's own width.
    expect(Math.abs(r.pct.e - r.pct.half)).toBeLessThan(1)
    expect(r.pct.o).toBe('0.6')
    // Per level: y 40 on the wide levels, 20 on mobile.
    expect(r.level === 4).toBe(name === 'mobile')
    expect(r.level_.f).toBeCloseTo(r.level === 4 ? r.px[20] : r.px[40], 2)
    expect(r.level_.o).toBe('1')
    expect(r.inherit.e).toBeCloseTo(r.px[25], 2)
    // Three words, ten characters, one line: each piece at its end state.
    expect([r.words.length, r.chars.length, r.lines.length]).toEqual([3, 10, 1])
    for (const pieces of [r.words, r.chars, r.lines]) {
      for (const [o, identity] of pieces) expect([o, identity]).toEqual(['1', true])
    }
    expect(r.mask).toEqual({ overflow: 'hidden', loop: true })
    expect(r.filter).toBe('blur(0px) brightness(1) grayscale(0) sepia(0) invert(0)')
    expect(r.clip).toMatch(/^inset\(0%( 0%)*\)$/)
    expect(r.pan).toBe(true)
    await page
      .locator('.strata-module')
      .screenshot({ path: shotPath(`layers-timeline-end-of-in-${name}`) })
  })

test('layer events fire in order: enterstage, enteredstage, then leavestage and leftstage on the next slide', async ({
  page,
}) => {
  await open(page)
  await entered(page, SLIDE1)
  await page.evaluate(() => window.__slider!.next())
  // Mid-way through thirty layers entering at once (staggered 10 ms apart).
  await page.waitForFunction(() => window.__layerEvents?.includes('enterstage:m29:in.1'))
  await page.waitForTimeout(250)
  await page.locator('.strata-module').screenshot({ path: shotPath('layers-timeline-30-midway') })
  await page.waitForFunction(() => window.__layerEvents?.includes('enteredstage:m29:in.1'))
  const events = await page.evaluate(() => window.__layerEvents!)
  const at = (e: string) => events.indexOf(e)
  for (const id of ['t2d', 't3d']) {
    expect(at(`enterstage:${id}:in.1`)).toBeGreaterThanOrEqual(0)
    expect(at(`enterstage:${id}:in.1`)).toBeLessThan(at(`enteredstage:${id}:in.1`))
    expect(at(`enteredstage:${id}:in.1`)).toBeLessThan(at(`leavestage:${id}:out.0`))
    expect(at(`leavestage:${id}:out.0`)).toBeLessThan(at(`leftstage:${id}:out.0`))
    expect(at(`leftstage:${id}:out.0`)).toBeLessThan(at('enterstage:m0:in.1'))
  }
  // The loop scene plays after in: its frames start and end.
  expect(at('framestarted:pan:loop.1')).toBeGreaterThan(at('enteredstage:pan:in.1'))
  // A layer is hidden after its out completes.
  await expect(page.locator('[data-layer-id="t2d"]')).toHaveCSS('visibility', 'hidden')
})

test('hover: pointer in plays the hover look, pointer out goes back to idle', async ({ page }) => {
  await open(page)
  await entered(page, SLIDE1)
  const button = page.locator('[data-layer-id="hover"]')
  const look = () =>
    button.evaluate((el) => {
      const css = getComputedStyle(el)
      const m = new DOMMatrix(css.transform)
      const s = window.__slider!.state.scale
      return { y: m.f / s, scale: m.a, o: css.opacity, bg: css.backgroundColor }
    })
  const idle = await look()
  await button.hover()
  await page.waitForTimeout(500)
  const hovered = await look()
  expect(hovered).toMatchObject({ scale: 1.1, o: '0.9', bg: 'rgb(231, 111, 81)' })
  expect(hovered.y).toBeCloseTo(-10, 1)
  await page.locator('.strata-module').screenshot({ path: shotPath('layers-timeline-hover') })
  await page.mouse.move(5, 5)
  await page.waitForTimeout(500)
  expect(await look()).toEqual(idle)
})

test('a layer that only fades enters as a browser animation: no style written a frame, events on time', async ({
  page,
}) => {
  await open(page)
  await entered(page, SLIDE1)
  await page.evaluate(() => window.__slider!.next())
  await page.waitForFunction(() => window.__layerEvents?.includes('enteredstage:m29:in.1'))
  // Back to slide 1: its "hover" layer fades in again (o 0 → 1 over 200 ms, nothing else).
  type Frame = { opacity: number; progress: number | null }
  const seen = await page.evaluate(
    () =>
      new Promise<{
        frames: Frame[]
        running: number
        writes: number
        fades: { duration: number; from: string; to: string }[]
      }>((resolve) => {
        const el = document.querySelector<HTMLElement>('[data-layer-id="hover"]')
        const slider = window.__slider
        if (!el || !slider) throw new Error('no layer')
        const before = window.__layerEvents?.length ?? 0
        const fired = (name: string) =>
          (window.__layerEvents ?? []).slice(before).includes(`${name}:hover:in.1`)
        let writes = 0
        const observer = new MutationObserver((records) => {
          if (fired('enterstage') && !fired('enteredstage')) writes += records.length
        })
        observer.observe(el, { attributes: true, attributeFilter: ['style'] })
        const frames: Frame[] = []
        const fades: { duration: number; from: string; to: string }[] = []
        let running = 0
        const sample = () => {
          if (fired('enteredstage')) {
            observer.disconnect()
            resolve({ frames, running, writes, fades })
            return
          }
          // From the fade's first frame: its start event waits on a timer, which a busy CI
          // machine can hold back past most of a 200 ms fade.
          const animations = el.getAnimations()
          if (fired('enterstage') || animations.length) {
            // Running, or finished and holding its end until the clock's last mark (a late
            // frame on a busy machine): either way the browser's animation, not script.
            if (animations.length) running++
            const effect = animations[0]?.effect
            const timing = effect?.getComputedTiming()
            if (effect instanceof KeyframeEffect && !fades.length) {
              const keys = effect.getKeyframes()
              fades.push({
                duration: Number(timing?.duration),
                from: String(keys[0]?.opacity),
                to: String(keys.at(-1)?.opacity),
              })
            }
            frames.push({
              opacity: Number(getComputedStyle(el).opacity),
              progress: timing?.progress ?? null,
            })
          }
          requestAnimationFrame(sample)
        }
        slider.prev()
        requestAnimationFrame(sample)
      }),
  )
  // About 12 frames of fade on an idle machine (fewer when CI's workers share the cores): a
  // browser animation of opacity 0 → 1 over 200 ms held the layer in each, every frame caught
  // mid-way (by the animation's own progress; its ease starts slowly) showed a between opacity,
  // and script wrote its style only where GSAP is brought level (not a frame). A loaded machine
  // drew frames 167 ms apart (progress 0.083, then 0.917): mid-way is 5 % to 95 %.
  expect(seen.frames.length).toBeGreaterThan(2)
  expect(seen.running).toBeGreaterThanOrEqual(seen.frames.length - 1)
  expect(seen.fades).toEqual([{ duration: 200, from: '0', to: '1' }])
  const midway = seen.frames.filter(
    (f) => f.progress !== null && f.progress > 0.05 && f.progress < 0.95,
  )
  expect(midway.length, JSON.stringify(seen)).toBeGreaterThan(0)
  for (const frame of midway) expect(frame.opacity, JSON.stringify(frame)).toBeGreaterThan(0)
  for (const frame of midway) expect(frame.opacity, JSON.stringify(frame)).toBeLessThan(1)
  expect(seen.writes).toBeLessThan(seen.frames.length / 2)
  const hover = page.locator('[data-layer-id="hover"]')
  await expect(hover).toHaveCSS('opacity', '1')
  expect(await hover.evaluate((el) => el.getAnimations().length)).toBe(0)
})
