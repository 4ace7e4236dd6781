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
  // Ken Burns: the current background's transform changes over the slide's length, moved by
  // the browser (issue #25): no script writes its frames.
  const pose = () =>
    first.evaluate((el) => ({ inline: el.style.transform, now: getComputedStyle(el).transform }))
  const a = await pose()
  await page.waitForTimeout(400)
  const b = await pose()
  expect(b.now).toMatch(/matrix/)
  expect(b.now).not.toBe(a.now)
  expect(b.inline).toBe(a.inline)
})

test('a change that starts mid-pan begins where Ken Burns is: the browser animation leaves its pose inline', async ({
  page,
}) => {
  await page.goto('/?demo=bg-transitions')
  const first = page.locator('.strata-slide[data-index="0"] > .strata-bg')
  // Part way into the first slide's 4 s pan (scale 1 → 1.15).
  await expect
    .poll(() => first.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a))
    .toBeGreaterThan(1.02)
  const seen = await first.evaluate((el) => {
    const before = new DOMMatrixReadOnly(getComputedStyle(el).transform)
    const next = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next')
    next?.click()
    // The change began in the click (slide:before): the pan is stopped, its pose written.
    const after = new DOMMatrixReadOnly(getComputedStyle(el).transform)
    return {
      before: before.a,
      after: after.a,
      inline: el.style.transform,
      running: el.getAnimations().length,
    }
  })
  expect(seen.inline).toMatch(/scale/)
  expect(Math.abs(seen.after - seen.before)).toBeLessThan(0.01)
  expect(seen.running).toBe(0)
})
