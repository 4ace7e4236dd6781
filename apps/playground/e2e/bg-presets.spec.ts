import { expectShown, move, openBg } from './bg-helpers'
import { expect, test } from './fixtures'

test('every preset runs forwards and backwards with no console error and ends with the right slide fully visible', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openBg(page, 'fade', 120)
  const presets = await page.evaluate(() => window.__bgPresets ?? [])
  expect(presets.length).toBeGreaterThanOrEqual(30)
  const ran: string[] = []
  await page.evaluate(() => {
    window.__slider?.on('bg-transitions:transition', ({ name }) =>
      document.body.setAttribute('data-bg-last', name),
    )
  })
  for (const tr of presets) {
    // Short runs: the preset's motion at 120 ms, its stagger shortened in proportion.
    await page.evaluate(
      (tr) => window.__slider?.plugin('bg-transitions')?.set({ transition: tr, duration: 120 }),
      tr,
    )
    const start = await page.evaluate(() => window.__slider?.state.index ?? -1)
    expect(await move(page, 1), `${tr} forwards`).toBe((start + 1) % 3)
    await expectShown(page, (start + 1) % 3)
    ran.push((await page.locator('body').getAttribute('data-bg-last')) ?? '')
    expect(await move(page, -1), `${tr} backwards`).toBe(start)
    await expectShown(page, start)
  }
  // Aliases and random run a real preset; nothing fell back to a fade unasked.
  expect(ran.filter((n) => n === 'fade').length).toBeLessThanOrEqual(3)
})

test('reduced motion: a cube becomes a crossfade, and the slide still lands fully visible', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openBg(page, 'cube', 2000)
  const name = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const off = window.__slider?.on('bg-transitions:transition', (e) => {
          off?.()
          resolve(`${e.name} ${e.duration}`)
        })
      }),
  )
  expect(await move(page, 1)).toBe(1)
  expect(await name).toBe('crossfade 300')
  await expectShown(page, 1)
})
