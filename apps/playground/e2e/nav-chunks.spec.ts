import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Nav's on-demand chunks (issue #25), named as their source files: the page downloads each only
 * when the module's data turns it on.
 */
const CHUNKS = ['resolve', 'auto-hide-kinds', 'wheel', 'strips', 'scrubber', 'progress-bar']

/** Opens a demo and lists the nav chunks the page asked for by the time its nav is drawn. */
async function chunksFor(page: Page, demo: string, drawn: string): Promise<string[]> {
  const asked = new Set<string>()
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    for (const name of CHUNKS) if (file.startsWith(`${name}-`)) asked.add(name)
  })
  await page.goto(`/?demo=${demo}`)
  await expect(page.locator(drawn).first()).toBeVisible()
  return [...asked].sort()
}

test('arrows, bullets, keys and swipe in the default skin download only the wheel chunk the data asks for', async ({
  page,
}) => {
  // nav-input: arrows, bullets, keyboard, swipe and the wheel, in the default skin.
  expect(await chunksFor(page, 'nav-input', '.strata-bullet')).toEqual(['wheel'])
})

test('a progress bar alone downloads its own chunk and no skin code', async ({ page }) => {
  expect(await chunksFor(page, 'nav-progress', '.strata-pbar')).toEqual(['progress-bar'])
})

test("a module's skins and templates download the skins chunk, with its arrows in that skin", async ({
  page,
}) => {
  const asked = await chunksFor(page, 'nav-skins', '.strata-arrow.strata-skin-labelled')
  expect(asked).toContain('resolve')
  expect(asked).not.toContain('wheel')
})
