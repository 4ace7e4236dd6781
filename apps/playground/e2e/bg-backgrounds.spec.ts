import { expect, test } from './fixtures'

test('backgrounds: a gradient with its overlay pattern, an image through the image queue (cover), and Ken Burns moving the current one', async ({
  page,
}) => {
  await page.goto('/?demo=bg-transitions')
  await page.waitForFunction(() => document.querySelector('.strata-slide[aria-current="true"]'))
  const first = page.locator('.strata-slide[data-index="0"] > .strata-bg')
  // Slide 1: a linear gradient under overlay pattern 1 (dots).
  await expect(first).toHaveCSS('background-image', /radial-gradient.*linear-gradient/)
  // Slide 2 is built next to it: its image arrives through the queue, drawn cover.
  const second = page.locator('.strata-slide[data-index="1"] > .strata-bg')
  await expect(second).toHaveCSS('background-image', /landscape.*\.svg/)
  await expect(second).toHaveCSS('background-size', /cover/)
  // Ken Burns: the current background's transform changes over the slide's length.
  const a = await first.evaluate((el) => el.style.transform)
  await page.waitForTimeout(400)
  const b = await first.evaluate((el) => el.style.transform)
  expect(b).toMatch(/scale/)
  expect(b).not.toBe(a)
})
