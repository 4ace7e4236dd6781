import type { Page } from '@playwright/test'
import { currentLayerTexts, expect, layoutShift, openEmbedPage, test } from './embed-pages'

// <strata-slider> (packages/embed/test-pages/element.html, docs/embed.md "The custom element").

interface PageEvent {
  type: string
  id: string
  detail: { index?: number }
}
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: PageEvent[] }).events)
const ready = (page: Page, id: string) =>
  expect
    .poll(async () =>
      (await events(page)).some((e) => e.type === 'strata:module-ready' && e.id === id),
    )
    .toBe(true)

test('at load: an inline JSON child and a src each make a slider, sized before upgrade: no layout shift', async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/element.html`)
  await ready(page, 'inline')
  await ready(page, 'remote')
  await expect.poll(() => currentLayerTexts(page, '#inline')).toEqual(['Inline slide 1'])
  await expect.poll(() => currentLayerTexts(page, '#remote')).toEqual(['Hero slide 1'])
  expect((await page.locator('#inline').boundingBox())?.height).toBe(400)
  expect(await layoutShift(page)).toBe(0)
})

test('index reflects the current slide, setting it goes there, and slide changes are DOM events', async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/element.html`)
  await ready(page, 'inline')
  const el = page.locator('#inline')
  await el.evaluate((node) => node.setAttribute('index', '1'))
  await expect.poll(() => currentLayerTexts(page, '#inline')).toEqual(['Inline slide 2'])
  const after = (await events(page))
    .filter((e) => e.type === 'strata:slide-after' && e.id === 'inline')
    .map((e) => e.detail)
  // The first slide's own slide:after, then the change the attribute asked for.
  expect(after).toEqual([
    { index: 0, prevIndex: -1, direction: 1 },
    { index: 1, prevIndex: 0, direction: 1 },
  ])
  await el.evaluate((node) => (node as HTMLElement & { next(): void }).next())
  await expect(el).toHaveAttribute('index', '0')
  await expect.poll(() => currentLayerTexts(page, '#inline')).toEqual(['Inline slide 1'])
})

test('disconnect destroys the slider and puts the element back, reconnect makes it again, a src change loads the new module', async ({
  page,
  embedUrl,
}) => {
  await openEmbedPage(page, `${embedUrl}/element.html`)
  await ready(page, 'remote')
  const removed = await page.evaluate(async () => {
    const el = document.getElementById('remote') as HTMLElement & { slider?: unknown }
    const parent = el.parentElement as HTMLElement
    el.remove()
    await Promise.resolve()
    const state = {
      slider: el.slider === undefined,
      children: el.children.length,
      class: el.className,
    }
    parent.insertBefore(el, document.querySelector('.below'))
    return state
  })
  expect(removed).toEqual({ slider: true, children: 0, class: '' })
  await expect.poll(() => currentLayerTexts(page, '#remote')).toEqual(['Hero slide 1'])
  await expect(page.locator('#remote .strata-stage')).toHaveCount(1)
  await page.locator('#remote').evaluate((node) => node.setAttribute('src', '/modules/news.json'))
  await expect.poll(() => currentLayerTexts(page, '#remote')).toEqual(['News slide 1'])
  await expect(page.locator('#remote .strata-stage')).toHaveCount(1)
})
