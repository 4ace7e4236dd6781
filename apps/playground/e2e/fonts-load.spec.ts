import { expect, test } from './fixtures'
import { openFonts, runId } from './fonts-fixture'
import { adoptedRules } from './policy'

const stats = async (page: import('@playwright/test').Page, run: string): Promise<string[]> =>
  (await page.request.get(`/fonts-api/run-${run}/stats`)).json()

/** docs/behaviour.md §4, §5, §7, §8 for @strata/fonts, with the local provider. */
test.describe('fonts: loading from the provider', () => {
  test('one request per module for all its families (slide 2 included, Georgia never), a second module sharing them asks nothing again; a Material Icons ligature draws as one icon-sized glyph, a Font Awesome class as its icon', async ({
    page,
  }) => {
    const run = runId()
    await openFonts(page, `run=${run}&two=1`)
    await page.waitForFunction(() => window.__fonts?.second?.state.ready === true)
    const asked = await stats(page, run)
    expect(asked.filter((u) => u.startsWith('css2'))).toEqual([
      'css2?family=Roboto:wght@400;700&family=Lato:wght@400&family=Open+Sans:ital,wght@0,400;1,400&subset=latin&display=swap',
    ])
    expect(asked.filter((u) => u.startsWith('icon'))).toHaveLength(1)
    expect(asked.join(' ')).not.toContain('Georgia')
    // The two modules set up in the order their (async) prepare steps finish: whichever came
    // second asked for nothing, the families were already on the page.
    const held = await page.evaluate(() =>
      [window.__fonts?.main, window.__fonts?.second].map((s) => s?.plugin('fonts')?.urls().length),
    )
    expect([...held].sort()).toEqual([0, 3])
    await page.waitForFunction(() => {
      const api = window.__slider?.plugin('fonts')
      return (
        api?.status('Material Icons')?.normal[400] === 2 &&
        api.status('FontAwesome')?.normal[400] === 2
      )
    })
    const size = (sel: string) =>
      page.evaluate((s) => {
        const r = document.querySelector(`#fonts-fixture ${s}`)?.getBoundingClientRect()
        return r && { width: r.width, height: r.height }
      }, sel)
    // 24 px icons: the word "chevron_left" in a text font would be over 100 px wide.
    await expect.poll(() => size('.material-icons')).toEqual({ width: 24, height: 24 })
    const star = await size('.fa-star')
    expect(star?.width).toBeGreaterThan(20)
    expect(star?.width).toBeLessThan(40)
  })

  test('the fonts section: headline in the served Roboto Bold, icon font arrows that draw as icons and move the module', async ({
    page,
  }) => {
    await page.goto('/?demo=fonts')
    await page.waitForFunction(() => {
      const api = window.__slider?.plugin('fonts')
      return (
        api?.status('Roboto')?.normal[700] === 2 &&
        api.status('Material Icons')?.normal[400] === 2 &&
        api.status('FontAwesome')?.normal[400] === 2
      )
    })
    const headline = page.locator('#fonts-showcase [data-layer-id="headline"]').first()
    await expect(headline).toBeVisible()
    expect(
      await headline.evaluate((el) =>
        document.fonts.check(`700 16px Roboto`, el.textContent ?? ''),
      ),
    ).toBe(true)
    // The ligature draws one 24 px icon in a 48 px round button (12 px padding).
    const next = page.locator('#fonts-showcase [data-layer-id="next"]').first()
    await expect.poll(async () => (await next.boundingBox())?.width).toBe(48)
    await next.click()
    await expect.poll(() => page.evaluate(() => window.__slider?.state.index)).toBe(1)
  })

  test('bad input: quoted and ";" families, a weight "bold", an unknown icon font are reported at their path and never requested', async ({
    page,
  }) => {
    const run = runId()
    await openFonts(page, `run=${run}&bad=1`)
    const report = await page.evaluate(() => window.__slider?.report ?? [])
    const paths = report.map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'slides.s1.layers.quoted.font.family',
        'slides.s1.layers.semicolon.font.family',
        'slides.s1.layers.bold.font.weight',
        'settings.fonts.0',
      ]),
    )
    const asked = (await stats(page, run)).join(' ')
    // Nothing of them reaches a request, a font rule or a stylesheet of the page.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link.strata-font')].map((e) => e.getAttribute('href')),
    )
    // The fallback faces: the module's own adopted sheet.
    const css = [...links, ...(await adoptedRules(page))].join(' ')
    for (const word of ['Evil', 'Bad', 'Mystery', 'bold']) {
      expect(asked).not.toContain(word)
      expect(css).not.toContain(word)
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).not.toBe(
      'rgb(255, 0, 0)',
    )
    await expect(page.locator('#fonts-fixture [data-layer-id="lato"]')).toBeVisible()
  })

  test('a provider that fails: "Failed to load font: {url}" is reported, no more tries, the text shows in the fallback', async ({
    page,
    consoleErrors,
  }) => {
    const run = runId()
    await openFonts(page, `run=${run}&fail=1`)
    await page.waitForFunction(() => (window.__slider?.report.length ?? 0) >= 3)
    const messages = await page.evaluate(() => window.__slider?.report.map((e) => e.message) ?? [])
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Failed to load font: \/fonts-api\/.*css2\?family=Roboto/),
      ]),
    )
    expect(
      await page.evaluate(() => window.__slider?.plugin('fonts')?.status('Lato')?.normal[400]),
    ).toBe(0)
    const box = await page.locator('#fonts-fixture [data-layer-id="lato"]').boundingBox()
    expect(box?.width).toBeGreaterThan(100)
    // The browser logs each 500 answer; those are this test's expected errors.
    const expected = consoleErrors.filter((e) => /500/.test(e))
    expect(expected.length).toBeGreaterThan(0)
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/500/.test(e)))
  })
})
