import { expect, test } from './fixtures'
import { countFrameRequests, frameRequests } from './frame-requests'

// A rotating module with no progress bar (src/demos/showcase/a11y-data.ts: every 2 s, stops on
// hover): between two changes its slideshow waits on a timer, so the page asks for no animation
// frame (issue #25; before, its clock ran every frame for as long as it rotated).
test.beforeEach(async ({ page }) => {
  await countFrameRequests(page)
  await page.goto('/?demo=a11y-rotation')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  // Away from the module, which stops on hover.
  await page.mouse.move(1, 700)
})

test('between changes a rotating module without a progress bar asks for no frame, and still rotates every 2 s', async ({
  page,
}) => {
  await page.waitForFunction(() => window.__slider?.state.index === 1, null, { timeout: 5000 })
  const shownAt = Date.now()
  // The change and the new slide's layers have played out well before this.
  await page.waitForTimeout(900)
  const before = await frameRequests(page)
  await page.waitForTimeout(700)
  expect(await frameRequests(page)).toBe(before)
  expect(await page.evaluate(() => window.__slider?.state.slideshow)).toBe('running')
  // The slide's 2 s are counted all the same: the next change comes on time.
  await page.waitForFunction(() => window.__slider?.state.index === 2, null, { timeout: 3000 })
  expect(Date.now() - shownAt).toBeGreaterThan(1900)
})

test('a progress handler added while the clock waits gets progress every frame, rising to 1', async ({
  page,
}) => {
  await page.waitForFunction(() => window.__slider?.state.index === 1, null, { timeout: 5000 })
  await page.waitForTimeout(500)
  const seen = await page.evaluate(
    () =>
      new Promise<number[]>((done) => {
        const values: number[] = []
        const off = window.__slider?.on('slideshow:progress', ({ progress }) => {
          values.push(progress)
        })
        setTimeout(() => {
          off?.()
          done(values)
        }, 500)
      }),
  )
  // About 30 frames in 500 ms; some slack for a loaded machine.
  expect(seen.length).toBeGreaterThan(10)
  // It goes on from the time already waited (0.25 s of 2 s), and only up.
  expect(seen[0]).toBeGreaterThan(0.2)
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
})
