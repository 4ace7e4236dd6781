import { expect, test } from './fixtures'
import { frames, openParallax, settledPointerX, wrapperBox } from './parallax-helpers'

const pointerX = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.__slider?.plugin('parallax')?.pointer().x ?? Number.NaN)

test('moving the mouse moves the layers by depth, against the pointer, and they settle back at rest when it leaves', async ({
  page,
}) => {
  await openParallax(page, 'parallax-hero')
  const root = (await page.locator('#parallax-hero').boundingBox())!
  const cy = root.y + root.height / 2
  const before = {
    near: await wrapperBox(page, 'parallax-hero', 'near'),
    far: await wrapperBox(page, 'parallax-hero', 'far'),
  }
  await page.mouse.move(root.x + root.width / 2, cy)
  await page.mouse.move(root.x + root.width - 1, cy, { steps: 4 })
  await expect.poll(() => settledPointerX(page)).toBeGreaterThan(0.99)
  const near = (await wrapperBox(page, 'parallax-hero', 'near'))!
  const far = (await wrapperBox(page, 'parallax-hero', 'far'))!
  const dNear = near.x - before.near!.x
  const dFar = far.x - before.far!.x
  // Levels 20 and 10 (layer mod.d): the near hills travel twice as far, leftwards.
  expect(dNear).toBeLessThan(-20)
  expect(dNear / dFar).toBeCloseTo(2, 1)
  // 20 % of half the module's width with the pointer at its right edge.
  const width = await page.evaluate(() => window.__slider!.state.width)
  expect(Math.abs(dNear + (0.2 * width) / 2)).toBeLessThan(2)

  // Leaving the module: the stage goes back to its rest pose and the plugin lets go.
  await page.mouse.move(root.x + root.width / 2, root.y + root.height + 40)
  await expect
    .poll(async () => (await wrapperBox(page, 'parallax-hero', 'near'))?.transform)
    .toBe('')
  expect((await wrapperBox(page, 'parallax-hero', 'near'))?.x).toBeCloseTo(before.near!.x, 1)
  expect((await wrapperBox(page, 'parallax-hero', 'far'))?.x).toBeCloseTo(before.far!.x, 1)
})

test('3D mode tilts the layer planes towards the pointer under a 600 px perspective', async ({
  page,
}) => {
  await openParallax(page, 'parallax-tilt')
  const root = (await page.locator('#parallax-tilt').boundingBox())!
  const sun = await wrapperBox(page, 'parallax-tilt', 'sun')
  await page.mouse.move(root.x + root.width / 2, root.y + root.height / 2)
  await page.mouse.move(root.x + root.width - 1, root.y + root.height / 2, { steps: 4 })
  await expect.poll(() => settledPointerX(page)).toBeGreaterThan(0.99)
  const planes = await page.evaluate(
    () => document.querySelector<HTMLElement>('#parallax-tilt .strata-layers')?.style.transform,
  )
  expect(planes).toMatch(
    /^perspective\(600px\) rotateX\(-?0(\.\d+)?deg\) rotateY\((9\.\d+|10)deg\)$/,
  )
  // The sun (level 4) stands 26 px out and swings with the planes.
  const moved = (await wrapperBox(page, 'parallax-tilt', 'sun'))!
  expect(Math.abs(moved.x - sun!.x)).toBeGreaterThan(5)
})

test('with reduced motion the pointer moves nothing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openParallax(page, 'parallax-hero')
  const root = (await page.locator('#parallax-hero').boundingBox())!
  const before = await wrapperBox(page, 'parallax-hero', 'near')
  await page.mouse.move(root.x + root.width - 1, root.y + 10, { steps: 4 })
  await frames(page, 20)
  expect(await pointerX(page)).toBe(0)
  expect(await wrapperBox(page, 'parallax-hero', 'near')).toEqual(before)
})
