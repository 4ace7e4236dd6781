import { expect, test } from './fixtures'
import { dialog, fixtureUrl, heroReady, isOpen, shown, warnings } from './modal-helpers'
import { restServerForFile } from './rest-server-fixture'

/** The trigger watchers' chunk, as the playground's build names it. */
const WATCHERS = /\/watch-triggers-[^/]*\.js$/

const server = restServerForFile()
const rest = () => ({
  base: `${server.url}/wp-json/`,
  ajaxUrl: `${server.url}/wp-admin/admin-ajax.php`,
})

test('t (delay): not open before the delay, open after it (page clock)', async ({ page }) => {
  await page.clock.install()
  await page.goto(fixtureUrl({ trigger: 't:60000' }))
  await heroReady(page)
  await expect(dialog(page)).toHaveCount(1)
  expect(await isOpen(page)).toBe(false)
  await page.clock.fastForward(60_000)
  await shown(page)
})

test('t (delay) counts from setup: watchers that arrive late take their wait off it', async ({
  page,
}) => {
  await page.clock.install()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.route(WATCHERS, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto(fixtureUrl({ trigger: 't:60000' }))
  await heroReady(page)
  await expect.poll(() => asked).toBe(true)
  await page.clock.fastForward(59_000)
  const arrived = page.waitForResponse(WATCHERS)
  release()
  expect((await arrived).ok()).toBe(true)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)))
  expect(await isOpen(page)).toBe(false)
  await page.clock.fastForward(1_000)
  await shown(page)
})

test('ha (hash): the hash equal to the alias opens it 500 ms later, not before', async ({
  page,
}) => {
  await page.clock.install()
  const watchers = page.waitForResponse(WATCHERS)
  await page.goto(fixtureUrl({ trigger: 'ha:true' }))
  await heroReady(page)
  // The watchers' chunk reads the hash as it comes: had it come during the clock's runs below,
  // the 500 ms would count from then.
  expect((await watchers).ok()).toBe(true)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)))
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 2000)
  await page.evaluate(() => {
    window.location.hash = 'modal-promo'
  })
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#modal-promo')
  await page.clock.runFor(400)
  expect(await isOpen(page)).toBe(false)
  await page.clock.runFor(200)
  expect(await isOpen(page)).toBe(true)
  await page.clock.resume()
  await shown(page)
})

test('so (scroll offset) and s (element at half the window) open it as the page scrolls', async ({
  page,
}) => {
  for (const trigger of ['so:1200', 's:#offer']) {
    await page.goto(fixtureUrl({ trigger }))
    await heroReady(page)
    // Short of the offset / the target's top below half the window.
    const short = await page.evaluate((t) => {
      const top = document.getElementById('offer')?.getBoundingClientRect().top ?? 0
      return Math.round(t === 'so:1200' ? 1100 : top + window.scrollY - window.innerHeight / 2 - 40)
    }, trigger)
    await page.evaluate((y) => window.scrollTo(0, y), short)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(short)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
    expect(await isOpen(page), trigger).toBe(false)
    await page.evaluate((y) => window.scrollTo(0, y), short + 120)
    await shown(page)
    if (trigger === 's:#offer') {
      const top = await page.evaluate(
        () => document.getElementById('offer')?.getBoundingClientRect().top ?? 0,
      )
      expect(top).toBeLessThanOrEqual(800 / 2)
    }
  }
})

test('e (custom document event) opens it; co (one-time cookie) keeps it shut after a reload', async ({
  page,
}) => {
  await page.goto(fixtureUrl({ trigger: 'e:promo:open;co:7' }))
  await heroReady(page)
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('promo:open')))
  await shown(page)
  // The cookie is set as the fade ends; the opacity `shown` reads can round to 1 a frame sooner.
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies()
      return cookies.find((c) => c.name === 'strata-modal-modal-promo')?.value
    })
    .toBe('true')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).not.toHaveAttribute('open')
  await page.reload()
  await heroReady(page)
  const opened = await page.evaluate(() => {
    document.dispatchEvent(new CustomEvent('promo:open'))
    return document.querySelector<HTMLDialogElement>('dialog.strata-modal')?.open
  })
  expect(opened).toBe(false)
})

test('layer action: the hero button loads the pop-up by alias (modal settings, full object) and opens it at slide 3', async ({
  page,
}) => {
  await page.goto(fixtureUrl(rest()))
  await heroReady(page)
  await expect(dialog(page)).toHaveCount(0)
  await page.locator('#modal-hero [data-layer-id="offer"]').click()
  await shown(page)
  await expect(dialog(page).locator('.strata-slide[aria-current="true"]')).toHaveAttribute(
    'data-index',
    '2',
  )
  const calls = server.stats.matching('POST', 'admin-ajax').map((r) => r.action)
  expect(calls).toEqual(['get_modal_settings', 'get_full_slider_object'])
  // The modal settings call's bg (module file `modal`) is the underlay.
  await expect(dialog(page)).toHaveCSS('background-color', 'rgba(8, 16, 32, 0.72)')
})

test('a failing get_modal_settings: the console says the alias could not be loaded, nothing opens', async ({
  page,
}) => {
  const said = warnings(page)
  await page.goto(fixtureUrl({ ...rest(), alias: 'no-such-modal' }))
  await heroReady(page)
  await page.locator('#open-by-alias').click()
  await expect.poll(() => page.evaluate(() => window.__modalOpened)).toEqual([false])
  expect(said.join('\n')).toContain('"no-such-modal" could not be loaded from the database')
  await expect(dialog(page)).toHaveCount(0)
  expect(server.stats.matching('POST', 'admin-ajax').map((r) => r.action)).toEqual([
    'get_modal_settings',
  ])
})

test('a module already on the page as a normal element is refused with the warning', async ({
  page,
}) => {
  const said = warnings(page)
  await page.goto(fixtureUrl({ ...rest(), normal: '1' }))
  await expect(page.locator('#modal-normal .strata-module')).toBeVisible()
  await page.locator('#open-by-alias').click()
  await expect.poll(() => page.evaluate(() => window.__modalOpened)).toEqual([false])
  expect(said.join('\n')).toContain(
    'Ensure the module is not already on the page, or set the Pop Up option in the page module settings',
  )
  await expect(dialog(page)).toHaveCount(0)
})
