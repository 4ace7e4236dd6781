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
  // The sun (level 4) stands out and swings with the planes.
  const moved = (await wrapperBox(page, 'parallax-tilt', 'sun'))!
  expect(Math.abs(moved.x - sun!.x)).toBeGreaterThan(5)
  // Plane depth (data: d3z 65, d3d 4, d3s 3), as Chromium computes it: the far range (level 10,
  // the 5th of the hero's 8 levels) stands 65 + 5 × 4 px out, the forest (level 20, 8th)
  // 130 + 8 × 4; each casts a drop shadow falling z × 3 / 30 px.
  const solid = await page.evaluate(() =>
    ['far', 'near'].map((id) => {
      const wrap = document.querySelector(`#parallax-tilt [data-layer-id="${id}"]`)!.parentElement!
      const style = getComputedStyle(wrap)
      const shadow = /drop-shadow\(rgba\(0, 0, 0, ([\d.]+)\) ([-\d.]+)px ([-\d.]+)px/.exec(
        style.filter,
      )
      return { z: new DOMMatrix(style.transform).m43, shadow: shadow?.slice(1).map(Number) }
    }),
  )
  expect(solid.map((s) => s.z)).toEqual([85, 162])
  const [far, near] = solid.map((s) => s.shadow!)
  expect(far![0]).toBeCloseTo(0.3)
  expect(far![2]).toBeGreaterThan(8.5 - 0.5)
  // Turned about y towards the pointer: the shadow slides across, the nearer layer's further.
  expect(near![1]).toBeGreaterThan(far![1]!)
  expect(far![1]).toBeGreaterThan(10)
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

test('a resize to another level moves the layers to their offsets in the new size, the pointer still', async ({
  page,
}) => {
  await openParallax(page, 'parallax-hero')
  const root = (await page.locator('#parallax-hero').boundingBox())!
  const cy = root.y + root.height / 2
  await page.mouse.move(root.x + root.width / 2, cy)
  // A point inside the module at both widths.
  await page.mouse.move(root.x + 700, cy, { steps: 4 })
  await expect.poll(() => settledPointerX(page, 0.05)).toBeGreaterThan(0.05)
  const offset = () =>
    page.evaluate(() => {
      const wrap = document.querySelector('#parallax-hero [data-layer-id="near"]')!.parentElement!
      const slider = window.__slider!
      return {
        x: new DOMMatrix(getComputedStyle(wrap).transform).m41,
        // Level 20 (layer mod.d): 20 % of half the module's width, times the pointer's share.
        expected: -0.1 * slider.state.width * (slider.plugin('parallax')?.pointer().x ?? 0),
        level: slider.state.level,
      }
    })
  const wide = await offset()
  expect(Math.abs(wide.x - wide.expected)).toBeLessThan(2)
  await page.setViewportSize({ width: 800, height: 800 })
  await expect.poll(async () => (await offset()).level).not.toBe(wide.level)
  await frames(page, 10)
  const narrow = await offset()
  expect(Math.abs(narrow.x - narrow.expected)).toBeLessThan(2)
  expect(Math.abs(narrow.x - wide.x)).toBeGreaterThan(3)
})
