import type { Page } from '@playwright/test'
import fc from 'fast-check'

/**
 * A visitor's part of a fuzz run (e2e/reliability-*fuzz.spec.ts): what they do to the module, and
 * where the page may go because of it.
 */

/** Keys a visitor presses: focus moves, activation, nav's arrows and ends, a pop-up's close. */
const KEYS = ['Tab', 'Shift+Tab', 'Enter', 'Space', 'ArrowLeft', 'ArrowRight', 'ArrowUp'].concat([
  'ArrowDown',
  'Home',
  'End',
  'Escape',
])

/**
 * Hashes a visitor's link or address bar sets (deepLink(), docs/behaviour.md §2.3): slides by
 * number, out of range, the fixtures' deep-link names, words that name nothing or are hostile, and
 * the fuzz pop-up's alias (its hash trigger).
 */
const HASHES = [
  '#slide2',
  '#slide1',
  '#slide999',
  '#slide0',
  '#made-to-last',
  '#Free-Returns',
  '#',
  '#__proto__',
  '#constructor',
  '#%3Cimg%20src=x%20onerror=window.__pwnedHash=1%3E',
  '#fuzz-popup',
]

/** What a visitor does in a run after the slides are visited (`visitorInput`). */
export interface Visitor {
  /** Each picks among what is clickable at the time (layers, controls): index mod the count. */
  clicks: number[]
  keys: string[]
  /** Set on the page's address after the keys, one after another. */
  hashes: string[]
  /** Where a finger swipes across the module after the mouse's drag (`touchSwipe`). */
  swipe: Swipe
}

/** A swipe's direction: the way the finger moves. */
export type Swipe = 'left' | 'right' | 'up' | 'down'
/** The finger's start and end, as shares of the module's box. */
export const SWIPES: Record<Swipe, [number, number, number, number]> = {
  left: [0.8, 0.5, 0.2, 0.5],
  right: [0.2, 0.5, 0.8, 0.5],
  up: [0.5, 0.8, 0.5, 0.2],
  down: [0.5, 0.2, 0.5, 0.8],
}
/** Moves of a swipe, and ms between them: nav counts a swipe over 130 ms (docs/behaviour.md §9). */
const SWIPE_MOVES = 5
const SWIPE_MOVE_MS = 40

export const visitor: fc.Arbitrary<Visitor> = fc.record({
  clicks: fc.array(fc.nat(), { maxLength: 3 }),
  keys: fc.array(fc.constantFrom(...KEYS), { maxLength: 6 }),
  hashes: fc.array(fc.constantFrom(...HASHES), { maxLength: 2 }),
  swipe: fc.constantFrom(...(Object.keys(SWIPES) as Swipe[])),
})

/**
 * The pointer as a visitor moves it: across the module on a grid (layers' hovers, mouse
 * parallax), a mouse drag from right to left (a carousel's drag), then a finger's `swipe`.
 */
async function pointerOver(page: Page, host: string, swipe: Swipe) {
  const box = await page.locator(host).first().boundingBox()
  if (!box?.width || !box.height) return
  const at = (x: number, y: number) =>
    page.mouse.move(box.x + box.width * x, box.y + box.height * y)
  for (const y of [0.25, 0.5, 0.75]) for (const x of [0.2, 0.5, 0.8]) await at(x, y)
  await at(0.8, 0.5)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5, { steps: 4 })
  await page.mouse.up()
  await touchSwipe(page, box, SWIPES[swipe])
}

/**
 * A finger's swipe across `box` (touch pointer events, which nav's swipe and the carousel's drag
 * take where a mouse's drag needs `swipe.desktop`), through Chromium's input domain: Playwright's
 * touchscreen only taps.
 */
export async function touchSwipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  [x0, y0, x1, y1]: [number, number, number, number],
) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove', share: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: [
        {
          x: box.x + box.width * (x0 + (x1 - x0) * share),
          y: box.y + box.height * (y0 + (y1 - y0) * share),
          id: 1,
        },
      ],
    })
  await touch('touchStart', 0)
  for (let i = 1; i <= SWIPE_MOVES; i++) {
    await page.waitForTimeout(SWIPE_MOVE_MS)
    await touch('touchMove', i / SWIPE_MOVES)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** What a visitor can click: layers, nav's controls, and whatever a layer made focusable. */
const CLICKABLE = '[data-layer-id], button, a, [role="button"], [role="tab"], [tabindex]'

/** The centres of what is clickable in `host` now: at rest in the viewport, seen. */
const clickable = (page: Page, host: string) =>
  page.evaluate(
    ([within, selector]) =>
      [...document.querySelectorAll(within)].flatMap((root) =>
        [...root.querySelectorAll(selector)].flatMap((el) => {
          const box = el.getBoundingClientRect()
          const x = box.left + box.width / 2
          const y = box.top + box.height / 2
          const seen = getComputedStyle(el).visibility === 'visible' && box.width && box.height
          if (!seen || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return []
          return [{ x, y }]
        }),
      ),
    [host, CLICKABLE] as const,
  )

/**
 * A visitor's input on the modules `host` selects: the pointer over the first, a drag and a
 * swipe, clicks on what is clickable at the time (a layer's actions, nav's controls), `pause` ms
 * after each, keys, then hashes.
 */
export async function visitorInput(page: Page, host: string, input: Visitor, pause: number) {
  const { clicks, keys, hashes, swipe } = input
  await pointerOver(page, host, swipe)
  for (const pick of clicks) {
    const targets = await clickable(page, host)
    const target = targets[pick % targets.length]
    if (!target) break
    await page.mouse.click(target.x, target.y)
    await page.waitForTimeout(pause)
  }
  for (const key of keys) await page.keyboard.press(key)
  for (const hash of hashes) {
    await page.evaluate((to) => {
      location.hash = to
    }, hash)
    await page.waitForTimeout(pause)
  }
}

/** Where a run's page tried to go that it may not; `touched` once the visitor's input starts. */
export interface NavigationWatch {
  went: string[]
  touched: boolean
  /** While the spec itself opens the fuzz page. */
  opening: boolean
}

/**
 * Watches where the page tries to go. A link a visitor follows is answered with 204 No Content,
 * so the page stays; any other way is a fault: before the visitor's input, to a scheme other
 * than http(s), or to the fuzz page again (an empty link reloads it, losing the module). A window
 * opened before the visitor's input is one too.
 */
export async function watchNavigation(page: Page, fuzzPath: string): Promise<NavigationWatch> {
  const watch: NavigationWatch = { went: [], touched: false, opening: false }
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame() || watch.opening)
      return route.fallback()
    const to = new URL(request.url())
    if (!watch.touched || !/^https?:$/.test(to.protocol) || to.pathname === fuzzPath)
      watch.went.push(
        `the page tried to go to ${to.href}${watch.touched ? '' : ' before any input'}`,
      )
    await route.fulfill({ status: 204 })
  })
  page.context().on('page', (opened) => {
    if (!watch.touched) watch.went.push(`a window opened before any input: ${opened.url()}`)
    void opened.close()
  })
  return watch
}

/**
 * Opens `path` for a run, as the spec's own navigation, with the tab's history cleared: a
 * finger's swipe towards the right where the module leaves the gesture to the browser goes back
 * a page (Chromium's overscroll history navigation), a visitor's choice, and with no page
 * behind there is nowhere to go.
 */
export async function openRunPage(page: Page, path: string, watch: NavigationWatch) {
  watch.opening = true
  await page.goto(path).finally(() => {
    watch.opening = false
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.resetNavigationHistory')
  await cdp.detach()
}
