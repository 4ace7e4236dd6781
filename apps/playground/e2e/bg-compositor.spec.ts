import { expectShown, openBg } from './bg-helpers'
import { expect, test } from './fixtures'

// Issue #25: a slide change moves its backgrounds with the browser's own animations (run on
// the compositor), so no script runs a frame; the scheduler still starts and ends it.

for (const tr of ['slideleft', 'cube', 'fade']) {
  test(`${tr}: the change is browser animations, not a style write a frame, and nothing is left after`, async ({
    page,
  }) => {
    // 1200 ms: a software-composited 3D cube on two busy cores has drawn only 10 frames in a
    // 600 ms change (CI, once), too few to tell "moving in most frames" from noise.
    await openBg(page, tr, 1200)
    const seen = await page.evaluate(
      () =>
        new Promise<{
          frames: number
          moving: number
          during: number
          after: number
          behind: number
        }>((resolve) => {
          const slider = window.__slider
          const layer = document.querySelector('.strata-bg-transition')
          if (!slider || !layer) throw new Error('no slider')
          const inLayer = () =>
            document
              .getAnimations()
              .filter((a) => layer.contains((a.effect as KeyframeEffect | null)?.target ?? null))
          let writes = 0
          const observer = new MutationObserver((records) => {
            for (const r of records) if (r.target !== layer) writes++
          })
          observer.observe(layer, { subtree: true, attributes: true, attributeFilter: ['style'] })
          let frames = 0
          let moving = 0
          let last = ''
          // Style writes seen at the first and at the latest frame with a running animation.
          let first = -1
          let latest = -1
          // When the runner started (it emits this just before), and when the animations say
          // they started: on the slider's clock, not when the compositor first had them.
          let began = Number.NaN
          let behind = 0
          slider.on('bg-transitions:transition', () => {
            began = performance.now()
          })
          const sample = (time: number) => {
            frames++
            const running = inLayer().filter((a) => a.playState === 'running')
            const target = (running[0]?.effect as KeyframeEffect | undefined)?.target
            const style = target ? getComputedStyle(target) : undefined
            const now = style ? style.transform + style.opacity : ''
            if (running.length && now !== last) moving++
            if (running.length && first < 0) first = writes
            if (running.length) latest = writes
            // How far the animation is behind the time since the runner started.
            for (const a of running) behind = Math.max(behind, time - began - Number(a.currentTime))
            last = now
            if (slider.state.index === 0) requestAnimationFrame(sample)
          }
          const off = slider.on('slide:after', () => {
            off()
            observer.disconnect()
            resolve({ frames, moving, during: latest - first, after: inLayer().length, behind })
          })
          slider.next()
          requestAnimationFrame(sample)
        }),
    )
    // 1200 ms is about 72 frames: the computed pose moved in most of them, and no style was
    // written while the animations ran (only at the start and at the end).
    expect(seen.frames).toBeGreaterThan(10)
    expect(seen.moving).toBeGreaterThan(seen.frames / 2)
    expect(seen.during).toBe(0)
    // On the slider's clock: without its start set, an animation waits for the compositor and
    // runs 50–150 ms behind (measured), still moving when the change ends.
    expect(seen.behind).toBeLessThan(20)
    expect(seen.after).toBe(0)
    await expectShown(page, 1)
  })
}

test('slideleft: no frame is asked for while the browser animates the change', async ({ page }) => {
  // Counts the page's frame requests: the slider's scheduler is the only one on this demo.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window)
    const w = window as unknown as { __frames: number }
    w.__frames = 0
    window.requestAnimationFrame = (callback) => {
      w.__frames++
      return raf(callback)
    }
  })
  await openBg(page, 'slideleft', 1200)
  const frames = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const slider = window.__slider
        const w = window as unknown as { __frames: number }
        if (!slider) throw new Error('no slider')
        w.__frames = 0
        const off = slider.on('slide:after', () => {
          off()
          resolve(w.__frames)
        })
        slider.next()
      }),
  )
  // 1200 ms is about 72 frames. The runner's frame job waits on a timer while the browser
  // animates (an `after` job, which asks for no frames), and GSAP's ticker does not run (no
  // plugin here imports GSAP: the backgrounds take its eases from core's table): a few frames at
  // the start and the end (6 here; 28 with GSAP's ticker awake, about 72 with the scheduler
  // polling its `after` jobs).
  expect(frames).toBeLessThan(15)
  await expectShown(page, 1)
})

test("slideleft: the browser's animation keeps GSAP's ease (power2.inOut, the default) through the change", async ({
  page,
}) => {
  await openBg(page, 'slideleft', 1200)
  const samples = await page.evaluate(
    () =>
      new Promise<{ t: number; moved: number }[]>((resolve) => {
        const slider = window.__slider
        const layer = document.querySelector('.strata-bg-transition')
        if (!slider || !layer) throw new Error('no slider')
        const seen: { t: number; moved: number }[] = []
        const sample = () => {
          for (const a of document.getAnimations()) {
            const effect = a.effect as KeyframeEffect | null
            const el = effect?.target
            if (!(el instanceof HTMLElement) || !layer.contains(el)) continue
            const first = String(effect?.getKeyframes()[0]?.transform ?? '')
            // The piece coming in from the right: 100% → 0 of its own width.
            if (!first.startsWith('translate3d(100%')) continue
            const { localTime, delay = 0, duration } = effect?.getComputedTiming() ?? {}
            const t = (Number(localTime) - delay) / Number(duration)
            if (t <= 0 || t >= 1) continue
            const x = new DOMMatrix(getComputedStyle(el).transform).m41
            seen.push({ t, moved: 1 - x / el.offsetWidth })
          }
          if (slider.state.index === 0) requestAnimationFrame(sample)
        }
        const off = slider.on('slide:after', () => {
          off()
          resolve(seen)
        })
        slider.next()
        requestAnimationFrame(sample)
      }),
  )
  // power2 is GSAP's cubic: 4t³ up to half way, then its mirror.
  const power2InOut = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2)
  expect(samples.length).toBeGreaterThan(10)
  for (const { t, moved } of samples) expect(moved).toBeCloseTo(power2InOut(t), 2)
})
