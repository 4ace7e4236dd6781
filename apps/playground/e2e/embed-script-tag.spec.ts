import { currentLayerTexts, expect, layoutShift, openEmbedPage, test } from './embed-pages'

// The script-tag files (packages/embed/test-pages/script-tag.html, docs/embed.md "Script tag").

test('the classic file’s global and the ES module file each make a slider, with no layout shift', async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/script-tag.html`)
  const api = await page.evaluate(() => ({
    createSlider: typeof window.Strata.createSlider,
    plugins: Object.keys(window.Strata.plugins),
    element: typeof customElements.get('strata-slider'),
  }))
  expect(api).toEqual({
    createSlider: 'function',
    plugins: expect.arrayContaining(['layers-text', 'bg-transitions', 'nav', 'carousel']),
    element: 'function',
  })
  await expect.poll(() => currentLayerTexts(page, '#classic')).toEqual(['Hero slide 1'])
  await expect.poll(() => currentLayerTexts(page, '#module')).toEqual(['News slide 1'])
  expect((await page.locator('#classic').boundingBox())?.height).toBe(400)
  expect(await layoutShift(page)).toBe(0)
})
