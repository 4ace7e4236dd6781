import type { Page } from '@playwright/test'
import type {} from '@strata/carousel'
import { expect, test } from './fixtures'

interface Frame {
  t: number
  /** The stage's left and right edges: a slide outside them is clipped away. */
  stage: { left: number; right: number }
  slides: Record<number, { x: number; w: number; o: number }>
}

declare global {
  interface Window {
    /** Per-frame samples of every slide's centre x and opacity (this spec's sampler). */
    __frames?: Frame[]
    __stopSampling?: () => void
  }
}

async function open(page: Page, n: number): Promise<void> {
  await page.goto(`/?demo=carousel-infinite-${n}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
}

/** Samples every slide's centre and opacity in each animation frame until stopped. */
function startSampling(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: Frame[] = []
    window.__frames = frames
    let id = 0
    const sample = (t: number) => {
      const slides: Frame['slides'] = {}
      for (const el of document.querySelectorAll<HTMLElement>('.strata-slide')) {
        const r = el.getBoundingClientRect()
        slides[Number(el.dataset.index)] = {
          x: r.left + r.width / 2,
          w: r.width,
          o: Number(getComputedStyle(el).opacity),
        }
      }
      const stage = document.querySelector('.strata-stage')?.getBoundingClientRect()
      frames.push({ t, stage: { left: stage?.left ?? 0, right: stage?.right ?? 0 }, slides })
      id = requestAnimationFrame(sample)
    }
    id = requestAnimationFrame(sample)
    window.__stopSampling = () => cancelAnimationFrame(id)
  })
}

async function stepTo(page: Page, call: 'next' | 'prev', index: number): Promise<void> {
  await page.evaluate((c) => window.__slider![c](), call)
  await expect
    .poll(() =>
      page.evaluate(() => ({
        index: window.__slider!.state.index,
        locked: window.__slider!.state.locked,
      })),
    )
    .toEqual({ index, locked: false })
}

/** Longest time between two samples judged for a jump, ms (three 60 Hz frames). */
const MAX_FRAME_GAP = 50

/** A visitor sees the slide: not faded out, and some of it inside the stage (the rest is clipped). */
const seen = (slide: { x: number; w: number; o: number }, stage: Frame['stage']) =>
  slide.o > 0.01 && slide.x + slide.w / 2 > stage.left && slide.x - slide.w / 2 < stage.right

/**
 * "No jump": between two frames a slide that shows in both (opacity > 0.01, inside the stage)
 * moves less than 1.5 slide pitches; a slide can swap sides of an endless strip (n pitches) only
 * while it is invisible or clipped away.
 */
function jumps(frames: Frame[], pitch: number): { out: string[]; judged: number } {
  const out: string[] = []
  let judged = 0
  for (let f = 1; f < frames.length; f++) {
    const a = frames[f - 1]!
    const b = frames[f]!
    // Frames a loaded machine dropped (over 50 ms between two painted frames) hide the motion
    // between them: a slide may have faded out, swapped sides and faded in meanwhile, exactly as
    // it should, so only consecutive frames are judged.
    if (b.t - a.t > MAX_FRAME_GAP) continue
    judged++
    for (const [i, now] of Object.entries(b.slides)) {
      const before = a.slides[Number(i)]
      if (!before || !seen(before, a.stage) || !seen(now, b.stage)) continue
      // A wrap teleports a slide by the strip's length (n pitches); a busy machine's dropped
      // frames can make one honest step of up to a pitch between two samples.
      if (Math.abs(now.x - before.x) >= pitch * 1.5)
        out.push(
          `slide ${i} frame ${f}: ${before.x.toFixed(1)} → ${now.x.toFixed(1)} at opacity ${now.o}`,
        )
    }
  }
  return { out, judged }
}

for (const n of [3, 5, 50]) {
  test(`infinity with ${n} slides: prev from the first and next from the last wrap with no visible jump`, async ({
    page,
  }) => {
    await open(page, n)
    const pitch = await page.evaluate(
      () => window.__slider!.plugin('carousel')!.layout().geometry.pitch,
    )
    await startSampling(page)
    await stepTo(page, 'prev', n - 1)
    await stepTo(page, 'next', 0)
    await stepTo(page, 'next', 1)
    await page.evaluate(() => window.__stopSampling!())
    const frames = await page.evaluate(() => window.__frames!)
    // Three 800 ms steps: many frames, and the strip did move.
    expect(frames.length).toBeGreaterThan(30)
    const xs = frames.map((f) => f.slides[0]?.x ?? 0)
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(pitch / 2)
    const { out, judged } = jumps(frames, pitch)
    expect(out).toEqual([])
    // Most of the three steps' frames were consecutive and judged.
    expect(judged).toBeGreaterThan(30)
    // Going back from slide 0 moved the strip right (slide n-1 came in from the left), not a rewind.
    const first = frames.find((f) => (f.slides[0]?.x ?? 0) > frames[0]!.slides[0]!.x + 2)
    expect(first, 'slide 0 moved right on prev').toBeDefined()
  })
}
