import { expect, test } from './fixtures'
import { mediaState, openMedia, reportPaths } from './layers-media-helpers'

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

test('slider.removeSlide: each video moves down with its slide, plays when that slide shows and never while hidden', async ({
  page,
}) => {
  await openMedia(page, 'moved')
  // Both video slides are built (core builds the neighbours 50 ms after the first paint), each
  // video under its slide's index: the removal has to move them.
  await expect.poll(() => mediaState(page, 'one', 1)).toBeDefined()
  await expect.poll(() => mediaState(page, 'two', 2)).toBeDefined()
  // The shown text slide goes: the first video's slide shows in its place, at index 0.
  await page.evaluate(() => window.__slider?.removeSlide(0))
  await expect.poll(() => mediaState(page, 'one', 0)).toBe(1)
  const playing = (id: string) =>
    page
      .locator(`[data-layer-id="${id}"] video`)
      .evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)
  await expect.poll(() => playing('one')).toBe(true)
  await page.evaluate(() => window.__slider?.goTo(1))
  await expect.poll(() => mediaState(page, 'two', 1)).toBe(1)
  await expect.poll(() => playing('two')).toBe(true)
  // The slide left holds no playing media: before, its video was started instead of the new one's.
  expect(await playing('one')).toBe(false)
  await expect(
    page.locator('.strata-slide:not([aria-current="true"]) [data-state="playing"]'),
  ).toHaveCount(0)
  expect(await reportPaths(page)).toEqual([])
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

test("images tiled, at a custom size and placed by pos; a global slide's image, svg and video over every slide", async ({
  page,
}) => {
  await openMedia(page, 'layout')
  const layer = (id: string) => page.locator(`[data-layer-id="${id}"]`)
  for (const id of ['tiled', 'custom', 'corner', 'glogo'])
    await expect(layer(id)).toHaveAttribute('data-state', 'done')
  // A one-value background-size is that width and `auto`: Chromium serialises it as `25%` in
  // some versions (150) and `25% auto` in others (156); compared in the long form.
  const style = (id: string, keys: readonly string[]) =>
    layer(id).evaluate((el, k) => {
      const s = getComputedStyle(el) as unknown as Record<string, string>
      return k.map((key) => {
        const v = s[key] as string
        return key === 'backgroundSize' && /^[\d.]+(%|px)$/.test(v) ? `${v} auto` : v
      })
    }, keys)
  // repeat, with the custom size: the image tiles the layer box at 25 % of it.
  expect(await style('tiled', ['backgroundRepeat', 'backgroundSize'])).toEqual([
    'repeat',
    '25% auto',
  ])
  // size custom (percentage) 50 %, pos right bottom: half the box, in its bottom right corner.
  expect(
    await style('custom', ['backgroundRepeat', 'backgroundSize', 'backgroundPosition']),
  ).toEqual(['no-repeat', '50% auto', '100% 100%'])
  // The <img> keeps the box and the text alternative, unseen.
  const tiledImg = layer('tiled').locator('img')
  await expect(tiledImg).toHaveAttribute('alt', 'Tiled')
  expect(await tiledImg.evaluate((i) => getComputedStyle(i).opacity)).toBe('0')
  expect(await tiledImg.boundingBox()).toMatchObject({ width: 400, height: 200 })
  // contain, pos left top: the <img> fills the 400 × 100 box, its picture drawn at the top left.
  const corner = layer('corner').locator('img')
  expect(
    await corner.evaluate((i) => [
      getComputedStyle(i).objectFit,
      getComputedStyle(i).objectPosition,
    ]),
  ).toEqual(['contain', '0% 0%'])
  expect(await corner.boundingBox()).toMatchObject({ width: 400, height: 100 })

  // The global slide: its image, svg and html5 video show over slide 1 and, unchanged, slide 2.
  const globals = page.locator('.strata-global-slide')
  await expect(globals.locator('[data-layer-id="glogo"] img')).toBeVisible()
  await expect(globals.locator('[data-layer-id="gicon"] svg')).toBeVisible()
  await expect.poll(() => mediaState(page, 'gclip', -1)).toBe(1)
  const before = await layer('glogo').boundingBox()
  await page.evaluate(() => window.__slider?.next())
  await page.waitForFunction(() => window.__slider?.state.index === 1)
  await expect(layer('two')).toBeVisible()
  await expect(globals.locator('[data-layer-id="glogo"] img')).toBeVisible()
  expect(await layer('glogo').boundingBox()).toEqual(before)
  expect(await mediaState(page, 'gclip', -1)).toBe(1)
  expect(
    await layer('gclip')
      .locator('video')
      .evaluate((v: HTMLVideoElement) => v.paused),
  ).toBe(false)
  expect(await reportPaths(page)).toEqual([])
})

test('the showcase video hero: a slide background video plays muted behind the layers, covering the stage, its poster until then', async ({
  page,
}) => {
  await page.goto('/?demo=media')
  await page.waitForFunction(() => window.__slider?.state.ready)
  const bg = page.locator('.strata-slide[data-index="0"] .strata-bg-video')
  await expect(bg.locator('.strata-media')).toHaveAttribute('data-state', 'playing')
  const video = bg.locator('video')
  expect(
    await video.evaluate((v: HTMLVideoElement) => [v.muted, v.controls, v.paused, v.loop]),
  ).toEqual([true, false, false, true])
  await expect(bg.locator('.strata-media-poster')).toBeHidden()
  await expect(bg.getByRole('button')).toHaveCount(0)
  // Behind the layers, covering the slide.
  const slide = await page.locator('.strata-slide[data-index="0"]').boundingBox()
  expect(await video.boundingBox()).toEqual(slide)
  await expect(page.locator('[data-layer-id="headline"]')).toHaveText(
    'Light that moves with the room',
  )
  for (const cta of ['Book a visit', 'See the collection'])
    await expect(page.getByRole('button', { name: cta })).toBeVisible()
  expect(await reportPaths(page)).toEqual([])
})
