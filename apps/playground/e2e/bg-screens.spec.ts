import { expectShown, openBg } from './bg-helpers'
import { expect, test } from './fixtures'
import { shotPath } from './screens'

// Mid-way pictures a person looks at: each transition runs 3 s and is caught after about 1 s (the shot itself takes ~0.4 s).
for (const tr of ['fade', 'grid10', 'cube', 'fly']) {
  test(`${tr}: a screenshot mid-way shows both backgrounds, then the next slide fully`, async ({
    page,
  }) => {
    await openBg(page, tr, 3000)
    const done = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const slider = window.__slider
          const off = slider?.on('slide:after', ({ index }) => {
            off?.()
            resolve(index)
          })
          slider?.next()
        }),
    )
    await page.waitForTimeout(tr === 'grid10' ? 2000 : 1000)
    expect(await page.locator('.strata-bg-transition').count()).toBe(1)
    await page.locator('.strata-module').screenshot({ path: shotPath(`bg-${tr}-midway`) })
    expect(await done).toBe(1)
    await expectShown(page, 1)
  })
}
