import { expect, test } from './fixtures'
import { mediaState, openMedia, reportPaths } from './layers-media-helpers'

test('three YouTube layers: posters only until a click loads the player; stopAllMedia pauses the others', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /layers-media\//.test(r.url())) scripts.push(r.url())
  })
  await openMedia(page, 'facade')
  const yt = (id: string) => page.locator(`[data-layer-id="${id}"]`)
  for (const id of ['yt1', 'yt2', 'yt3']) {
    await expect(yt(id).locator('.strata-media-poster')).toBeVisible()
    await expect(yt(id).getByRole('button', { name: 'Play video' })).toBeVisible()
  }
  const poster = await yt('yt1').boundingBox()
  expect(poster && poster.width / poster.height).toBeCloseTo(16 / 9, 1)
  expect(scripts).toEqual([])
  expect(await page.evaluate(() => 'YT' in window)).toBe(false)

  await yt('yt1').getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => mediaState(page, 'yt1')).toBe(1)
  await expect(yt('yt1').locator('.fake-player')).toHaveAttribute('data-video-id', 'M7lc1UVf-VE')
  await expect(yt('yt1').locator('.strata-media-poster')).toBeHidden()
  expect(scripts.filter((s) => s.includes('youtube'))).toHaveLength(1)

  await yt('yt2').getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => mediaState(page, 'yt2')).toBe(1)
  await expect.poll(() => mediaState(page, 'yt1')).toBe(2)
  expect(scripts.filter((s) => s.includes('youtube'))).toHaveLength(1)

  // Vimeo's API loads on its first play too.
  await yt('vm').getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => mediaState(page, 'vm')).toBe(1)
  expect(scripts.filter((s) => s.includes('vimeo'))).toHaveLength(1)

  // start '0:01' and end 2 (s): given to YouTube's player, played from 1 s, finished at 2 s.
  await page.evaluate(() => {
    const w = window as unknown as { __fakeMediaSeconds: number; __times: number[] }
    w.__fakeMediaSeconds = 5
    w.__times = []
    for (const verb of ['timeupdate', 'finished'] as const)
      window.__slider?.on(`layers-media:${verb}`, (e) => {
        if (e.layerId === 'range') w.__times.push(e.time)
      })
  })
  await yt('range').getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => mediaState(page, 'range')).toBe(0)
  const vars = JSON.parse(
    (await yt('range').locator('.fake-player').getAttribute('data-player-vars')) ?? '{}',
  )
  expect([vars.start, vars.end]).toEqual([1, 2])
  const times = await page.evaluate(() => (window as unknown as { __times: number[] }).__times)
  expect(times[0]).toBeGreaterThanOrEqual(1)
  expect(times[0]).toBeLessThan(1.5)
  expect(times.at(-1)).toBeGreaterThanOrEqual(2)
  expect(times.at(-1)).toBeLessThan(2.5)
  expect(await reportPaths(page)).toEqual([])
})

test('an autoplay whose player loads after the visitor moved on stays still until its slide shows again', async ({
  page,
}) => {
  // The provider's script is held until the visitor is on the next slide.
  let release = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  let asked = false
  await page.route('**/layers-media/youtube-iframe-api.js', async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await openMedia(page, 'late')
  await expect.poll(() => asked).toBe(true)
  await page.evaluate(() => window.__slider?.next())
  await page.waitForFunction(() => window.__slider?.state.index === 1)
  release()
  const yt = page.locator('[data-layer-id="yt"]')
  await expect(yt.locator('.fake-player')).toHaveCount(1)
  // Its player is made, on a slide the visitor left: it does not play there (before: it did).
  await page.waitForTimeout(300)
  expect(await mediaState(page, 'yt')).not.toBe(1)
  await expect(page.locator('[data-state="playing"]')).toHaveCount(0)
  // Back on its slide, it autoplays.
  await page.evaluate(() => window.__slider?.goTo(0))
  await expect.poll(() => mediaState(page, 'yt')).toBe(1)
  expect(await reportPaths(page)).toEqual([])
})

test("a provider script that fails: 'Failed to load youtube API' logged and reported, the poster stays, the slider works", async ({
  page,
  consoleErrors,
}) => {
  await openMedia(page, 'facade', '&api=fail')
  const yt1 = page.locator('[data-layer-id="yt1"]')
  await yt1.getByRole('button', { name: 'Play video' }).click()
  await expect(yt1.locator('.strata-media')).toHaveAttribute('data-state', 'failed')
  await expect(yt1.locator('.strata-media-poster')).toBeVisible()
  expect(await reportPaths(page)).toContain(
    'slides.1.layers.yt1.content.src: Failed to load youtube API',
  )
  expect(consoleErrors).toContain('Failed to load youtube API')
  // The 503 itself is logged by the browser too; both are the errors this test expects.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/youtube API|503/.test(e)),
  )
  await page.evaluate(() => window.__slider?.next())
  await page.waitForFunction(() => window.__slider?.state.index === 1)
})

test('bad input: unknown video type, missing src, broken poster, an empty svg and one holding <script>: reported, the rest works', async ({
  page,
  consoleErrors,
}) => {
  await openMedia(page, 'bad')
  const layer = (id: string) => page.locator(`[data-layer-id="${id}"]`)
  await expect(layer('goodsvg').locator('svg')).toBeVisible()
  await expect(layer('emptysvg')).toHaveAttribute('data-state', 'failed')
  await expect(layer('scriptsvg')).toHaveAttribute('data-state', 'done')
  expect(await layer('scriptsvg').innerHTML()).not.toMatch(/script|onload|onclick/)
  await expect(layer('goodimg')).toHaveAttribute('data-state', 'done')
  expect(
    await layer('goodimg')
      .locator('img')
      .evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBeGreaterThan(0)
  await expect(layer('ok')).toBeVisible()
  await expect(layer('badtype').locator('.strata-media')).toHaveAttribute('data-state', 'failed')
  await expect
    .poll(() => reportPaths(page))
    .toContainEqual(expect.stringMatching(/badposter\.content\.poster: poster could not be loaded/))
  const report = await reportPaths(page)
  for (const entry of [
    /badtype\.content\.type: Invalid video type "flash"/,
    /nosrc\.content\.src: html5 source is missing/,
    /emptysvg\.content\.src: svg is empty/,
    /scriptsvg\.content\.src: removed from the svg/,
  ])
    expect(report).toContainEqual(expect.stringMatching(entry))
  expect(
    await page.evaluate(() => (window as unknown as { __svgRan?: boolean }).__svgRan),
  ).toBeUndefined()
  // The broken poster: the browser's 404 and the queue's SPEC §8 message, expected here.
  expect(consoleErrors).toContainEqual(
    expect.stringMatching(/Image Error: .*missing\.jpg could not be loaded/),
  )
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/missing\.jpg|404/.test(e)),
  )
})
