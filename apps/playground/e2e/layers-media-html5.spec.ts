import { expect, test } from './fixtures'
import { mediaState, openMedia } from './layers-media-helpers'

test('html5 video: autoplays muted from start, holds the slideshow while playing, stops at end and goes to the next slide', async ({
  page,
}) => {
  await openMedia(page, 'html5')
  await page.evaluate(() => {
    const w = window as unknown as { __finishedAt?: number; __whilePlaying: string[] }
    w.__whilePlaying = []
    window.__slider?.on('layers-media:finished', (e) => {
      w.__finishedAt = e.time
    })
    // The slideshow's status at each position update while the clip plays.
    window.__slider?.on('layers-media:timeupdate', (e) => {
      if (e.state === 1) w.__whilePlaying.push(window.__slider?.state.slideshow ?? '')
    })
  })
  const clip = page.locator('[data-layer-id="clip"]')
  const video = clip.locator('video')
  await expect.poll(() => mediaState(page, 'clip')).toBe(1)
  // Playing: the poster is hidden, the video covers the layer box, muted (autoplay policy).
  await expect(clip.locator('.strata-media-poster')).toBeHidden()
  const box = await video.boundingBox()
  expect(box?.width).toBeGreaterThan(400)
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.currentTime >= 0.5])).toEqual([
    true,
    true,
  ])
  // end 0:01.5 then nextSlide.
  await page.waitForFunction(() => window.__slider?.state.index === 1)
  // pauseTimer: the slideshow waited while the video played.
  const statuses = await page.evaluate(
    () => (window as unknown as { __whilePlaying: string[] }).__whilePlaying,
  )
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set(['paused']))
  const at = await page.evaluate(
    () => (window as unknown as { __finishedAt?: number }).__finishedAt,
  )
  expect(at).toBeGreaterThanOrEqual(1.5)
  expect(at).toBeLessThan(2)
  await expect(page.locator('[data-layer-id="after"]')).toBeVisible()
  // Leaving the slide paused its media.
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
})

test('audio: plays on its control, pauses while the tab is hidden and resumes on return', async ({
  page,
}) => {
  await openMedia(page, 'audio')
  const tone = page.locator('[data-layer-id="tone"]')
  await expect(tone.locator('.strata-media-play')).toBeVisible()
  await tone.locator('.strata-media-play').click()
  await expect.poll(() => mediaState(page, 'tone')).toBe(1)
  await expect(tone.locator('audio')).toBeVisible()
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (h ? 'hidden' : 'visible'),
      })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  await expect.poll(() => mediaState(page, 'tone')).toBe(2)
  expect(await tone.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)
  await setHidden(false)
  await expect.poll(() => mediaState(page, 'tone')).toBe(1)
})
