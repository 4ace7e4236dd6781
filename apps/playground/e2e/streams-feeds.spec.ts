import type { Page } from '@playwright/test'
import { activeSlide, expect, test } from './fixtures'

declare global {
  interface Window {
    /** Set by a feed payload if it ever ran: the XSS suite expects it never set. */
    __xss?: string[]
  }
}

/** The fixture gives the slider the stream module as it is: `streams()` alone fetches the feed. */
const open = async (page: Page, query: string) => {
  // Short fades between slides: the tests look at what each slide shows, not how it arrives.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/?demo=streams-fixture&${query}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
}

/** The ids of the layers on the current slide (sorted), and its title. */
const layersShown = (page: Page) =>
  activeSlide(page).evaluate((slide) => ({
    layers: [...slide.querySelectorAll('[data-layer-id]')]
      .map((l) => l.getAttribute('data-layer-id'))
      .sort(),
    title: slide.querySelector('h3')?.textContent,
  }))

/**
 * The browser logs each failed request itself ("Failed to load resource"): those are the faults
 * or broken feed images the test asked for; any other console error still fails the test.
 */
const takeNetworkErrors = (errors: string[]): string[] => {
  const network = errors.filter((e) => /Failed to load resource/.test(e))
  const rest = errors.filter((e) => !network.includes(e))
  errors.length = 0
  errors.push(...rest)
  return network
}

const TITLES = [
  'Harbour at dawn',
  'Spring menu',
  'Studio tour',
  'Night market',
  'Mountain pass',
  'Release day',
  'Garden party',
  'City lights',
]

test("a flickr feed of 12 items with count 8 shows 8 slides with the items' titles and images", async ({
  page,
}) => {
  await open(page, 'feed=flickr')
  expect(await page.evaluate(() => window.__slider?.state.count)).toBe(8)
  /** What the current slide shows: its title, its photo layer's picture and box, its opacity. */
  const shown = () =>
    activeSlide(page).evaluate((slide) => {
      const photo = slide.querySelector<HTMLElement>('[data-layer-id="photo"]')
      const box = photo?.getBoundingClientRect()
      return {
        title: slide.querySelector('h3')?.textContent,
        image: /streams-media\/[\w-]+\.svg/.exec(
          photo ? getComputedStyle(photo).backgroundImage : '',
        )?.[0],
        large: (box?.width ?? 0) > 600 && (box?.height ?? 0) > 300,
        opacity: getComputedStyle(slide).opacity,
      }
    })
  for (const [index, title] of TITLES.entries()) {
    await page.evaluate((i) => window.__slider?.goTo(i), index)
    await expect
      .poll(shown)
      .toEqual({ title, image: `streams-media/flickr-${index + 1}.svg`, large: true, opacity: '1' })
  }
})

test("an empty stream shows the error slide's exact texts", async ({ page }) => {
  await open(page, 'feed=empty')
  const error = page.locator('.strata-error-slide')
  await expect(error.locator('h2')).toHaveText('There is nothing to show here!')
  await expect(error.locator('p')).toHaveText('youtube reports: Please check the settings')
  await expect(error).toBeVisible()
})

test("a 500 logs 'Feed could not be Loaded' and shows the error slide", async ({
  page,
  consoleErrors,
}) => {
  await open(page, 'feed=flickr&fault=500')
  const error = page.locator('.strata-error-slide')
  await expect(error.locator('h2')).toHaveText('There is nothing to show here!')
  await expect(error.locator('p')).toHaveText('flickr reports: Please check the settings')
  expect(takeNetworkErrors(consoleErrors)).toHaveLength(1)
  expect(consoleErrors).toHaveLength(1)
  expect(consoleErrors[0]).toContain('Feed could not be Loaded')
  consoleErrors.length = 0
})

test('nothing in a hostile feed runs: img onerror, script, javascript: links, svg onload, attribute breakouts', async ({
  page,
  consoleErrors,
}) => {
  await open(page, 'feed=xss')
  const count = await page.evaluate(() => window.__slider?.state.count ?? 0)
  expect(count).toBe(4)
  const root = page.locator('#streams-fixture')
  for (let index = 0; index < count; index++) {
    await page.evaluate((i) => window.__slider?.goTo(i), index)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', /./)
    await page.waitForFunction((i) => window.__slider?.state.index === i, index)
    // Every image has loaded or failed, so an onerror / onload would have run by now.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#streams-fixture img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    )
    // Pointer handlers a breakout could have added get their chance too.
    await activeSlide(page).evaluate((slide) => {
      for (const el of slide.querySelectorAll('*'))
        for (const type of ['mouseover', 'mouseenter', 'focus'])
          el.dispatchEvent(new Event(type, { bubbles: true }))
    })
  }
  const found = await root.evaluate((module) => {
    const all = [...module.querySelectorAll('*')]
    return {
      handlers: all.flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on'))),
      scripts: module.querySelectorAll('script, iframe, object, embed, form, button[formaction]')
        .length,
      urls: all.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((n) => el.getAttribute(n) ?? '')
          .filter((v) => /^\s*(javascript|data:text|vbscript)/i.test(v)),
      ),
      styles: all.map((el) => el.getAttribute('style') ?? '').filter((s) => /javascript:/i.test(s)),
      // A refused link leaves `href="{{link}}"` empty: a link to this page, which a click reloads.
      emptyLinks: all.filter((el) => el.getAttribute('href')?.trim() === '').length,
      // A caption's quotes in `title="{{content}}"` must not end the attribute and add the
      // feed's own style and id (the feed policy keeps neither).
      breakouts: all.filter(
        (el) =>
          el.id === 'feed-breakout' || /position:\s*fixed/.test(el.getAttribute('style') ?? ''),
      ).length,
    }
  })
  expect(found).toEqual({
    handlers: [],
    scripts: 0,
    urls: [],
    styles: [],
    emptyLinks: 0,
    breakouts: 0,
  })
  expect(await page.evaluate(() => window.__xss)).toBe(undefined)
  // The feed's broken images ("x") fail to load: that is the payloads' bait, not an error of ours.
  takeNetworkErrors(consoleErrors)
})

test("a template slide naming another module's slide takes that slide's content; the items stay the feed's", async ({
  page,
}) => {
  await open(page, 'feed=source')
  expect(await page.evaluate(() => window.__slider?.state.count)).toBe(6)
  // Slide 80401 of module 804 (a card: photo, title, body) filled with the posts.
  await expect
    .poll(() => layersShown(page))
    .toEqual({
      layers: ['body', 'photo', 'title'],
      title: 'Harbour at dawn',
    })
  expect(await page.evaluate(() => window.__slider?.report)).toEqual([])
})

test('an unsuccessful source slide request uses the local template slide, and says so in the report', async ({
  page,
  consoleErrors,
}) => {
  await open(page, 'feed=source-missing')
  expect(await page.evaluate(() => window.__slider?.state.count)).toBe(6)
  await expect
    .poll(() => layersShown(page))
    .toEqual({
      layers: ['bg', 'cat', 'excerpt', 'more', 'photo', 'title'],
      title: 'Harbour at dawn',
    })
  const report = await page.evaluate(() => window.__slider?.report.map((entry) => entry.path))
  expect(report).toEqual(['slides.80201.sourceSlideId'])
  // The module the template names is not on the server: the browser logs its 404.
  expect(takeNetworkErrors(consoleErrors).length).toBeLessThanOrEqual(1)
})

test('the journal section: the module by id and streams() alone give one card per post', async ({
  page,
}) => {
  await page.goto('/?demo=streams-journal')
  const section = page.locator('#streams-journal')
  await expect(section.locator('.strata-slide[aria-current="true"] h3')).toHaveText(
    'Harbour at dawn',
  )
  await expect(page.locator('.streams-journal .controls')).toContainText('Slide 1 of 6')
})
