import { expect, test } from './fixtures'

test("the progress bar's length is within 5% of the slideshow's progress at 3 sample times", async ({
  page,
}) => {
  await page.goto('/?demo=nav-progress')
  await page.waitForFunction(() => (window.__navProgress ?? 0) > 0)
  const samples: Array<{ bar: number; progress: number }> = []
  for (const wait of [500, 800, 800]) {
    await page.waitForTimeout(wait)
    // Read both in one frame-free evaluate: the bar is written on each progress event.
    samples.push(
      await page.evaluate(() => {
        const track = document.querySelector('.strata-pbar')!.getBoundingClientRect()
        const fill = document.querySelector('.strata-pbar-fill')!.getBoundingClientRect()
        return { bar: fill.width / track.width, progress: window.__navProgress ?? -1 }
      }),
    )
  }
  for (const { bar, progress } of samples)
    expect(Math.abs(bar - progress)).toBeLessThanOrEqual(0.05)
  // The samples are spread over the slide, not one moment three times.
  const first = samples[0]!.progress
  const last = samples[2]!.progress
  expect(last - first).toBeGreaterThan(0.3)
})
