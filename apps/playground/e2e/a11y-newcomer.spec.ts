import { activeSlide, expect, test } from './fixtures'

// What a newcomer hit in the gallery (issue #22), each page as the gallery link opens it.
test('newcomer pages: the REST demo opens without a query, the scroll page’s buttons leave its header clear, the background demo steps and pauses', async ({
  page,
}) => {
  await test.step('services-rest with no alias in the link shows the local hero, not a 404', async () => {
    await page.goto('/?demo=services-rest')
    await expect(page.getByTestId('rest-status')).toHaveAttribute('data-status', 'shown')
    await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
  })

  await test.step('page-scroll: the fixed buttons never cover the title, scrolled or not', async () => {
    await page.goto('/?demo=page-scroll')
    const title = page.getByRole('heading', { level: 1 })
    const bar = page.locator('nav.controls')
    const apart = async () => {
      const [a, b] = [(await title.boundingBox())!, (await bar.boundingBox())!]
      return (
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y ||
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x
      )
    }
    expect(await apart()).toBe(true)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await apart()).toBe(true)
  })

  await test.step('bg-transitions has buttons to step and to pause the slideshow', async () => {
    await page.goto('/?demo=bg-transitions')
    await expect(activeSlide(page)).toHaveAttribute('data-index', '0')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(activeSlide(page)).toHaveAttribute('data-index', '1')
    const pause = page.getByRole('button', { name: /^(Pause|Play) slideshow$/ })
    // Next drives the public API (not a visitor's request): the slideshow runs on.
    await expect(pause).toHaveText('Pause slideshow')
    await pause.click()
    await expect(pause).toHaveText('Play slideshow')
    await pause.click()
    await expect(pause).toHaveText('Pause slideshow')
  })
})
