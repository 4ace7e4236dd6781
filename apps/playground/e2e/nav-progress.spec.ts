import { expect, test } from './fixtures'
import { countFrameRequests } from './frame-requests'

test("the progress bar's length is within 5% of the slideshow's progress at 3 sample times", async ({
  page,
}) => {
  await page.goto('/?demo=nav-progress')
  await page.waitForFunction(() => (window.__navProgress ?? 0) > 0)
  const samples: Array<{ bar: number; progress: number; step: number }> = []
  // Sampled when the slideshow reaches each share of the slide (not after fixed waits, which a
  // busy machine stretches past the slide's end), inside its progress event: the bar is read in
  // the frame the progress is for. Read in a frame of the page's own, the progress could be the
  // frame before's, a frame behind the bar (0.10 on a loaded CI machine, frames 300 ms apart).
  for (const share of [0.15, 0.5, 0.85]) {
    const sample = await page.evaluate(
      (at) =>
        new Promise<{ bar: number; progress: number; step: number }>((resolve) => {
          let before = Number.NaN
          const off = window.__navSlider!.on('slideshow:progress', ({ progress }) => {
            // The bar's code loads on demand: it may land after the slideshow has started.
            const track = document.querySelector('.strata-pbar')?.getBoundingClientRect()
            const fill = document.querySelector('.strata-pbar-fill')?.getBoundingClientRect()
            const step = progress - before
            before = progress
            if (progress < at || !track || !fill || Number.isNaN(step)) return
            off()
            resolve({ bar: fill.width / track.width, progress, step })
          })
        }),
      share,
    )
    samples.push(sample)
  }
  // Within 5%, or a frame where a loaded machine's frame is longer than 5% of the 3 s slide (CI
  // once read 0.0501): the bar's start is the document's last frame, the progress this one's.
  for (const { bar, progress, step } of samples)
    expect(Math.abs(bar - progress)).toBeLessThanOrEqual(Math.max(0.05, step))
  // The samples are spread over the slide, not one moment three times.
  const first = samples[0]!.progress
  const last = samples[2]!.progress
  expect(last - first).toBeGreaterThan(0.3)
})

test('a bar fills as a browser animation: between changes the page asks for no frame, and the bar grows', async ({
  page,
}) => {
  await countFrameRequests(page)
  // Every control with a horizontal bar, on the default 9 s slides; nothing else shows progress.
  await page.goto('/?demo=nav-all')
  await page.mouse.move(1, 790)
  const fill = page.locator('.strata-pbar-fill')
  const track = page.locator('.strata-pbar')
  await fill.waitFor({ state: 'attached' })
  // The first slide's layers and the bar's start play out first.
  await page.waitForTimeout(1500)
  const read = () =>
    page.evaluate(() => ({
      frames: window.__frameRequests ?? 0,
      width: document.querySelector('.strata-pbar-fill')?.getBoundingClientRect().width ?? 0,
    }))
  // A 900 ms stretch without a frame request, looked for up to four times within the 9 s slide:
  // on a busy machine the layers can still be playing at the first look.
  let before = await read()
  await page.waitForTimeout(900)
  let after = await read()
  for (let look = 1; look < 4 && after.frames !== before.frames; look++) {
    before = after
    await page.waitForTimeout(900)
    after = await read()
  }
  expect(after.frames).toBe(before.frames)
  // 900 ms of a 9 s slide: a tenth of the track, give or take a busy machine's timer.
  const full = (await track.boundingBox())?.width ?? 0
  expect((after.width - before.width) / full).toBeGreaterThan(0.07)
  expect((after.width - before.width) / full).toBeLessThan(0.2)
})
