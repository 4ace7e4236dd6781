import { expect, test } from './fixtures'
import { clearEvents, events, goAndCheck, openFixture, request, settle, state } from './nav-fixture'

const LAST = 4

test.beforeEach(async ({ page }) => {
  await openFixture(page)
})

test('next, prev and goTo(index) land on the requested slide; the others are hidden', async ({
  page,
}) => {
  await goAndCheck(page, { next: true }, 1)
  await goAndCheck(page, { next: true }, 2)
  await goAndCheck(page, { prev: true }, 1)
  await goAndCheck(page, { goTo: 3 }, 3)
  await goAndCheck(page, { goTo: 0 }, 0)
})

test('navigation wraps around: next from the last slide goes to 0 forward (+1), prev from 0 goes to the last backward (-1)', async ({
  page,
}) => {
  await goAndCheck(page, { goTo: LAST }, LAST)
  await goAndCheck(page, { next: true }, 0)
  expect((await state(page)).direction).toBe(1)
  await goAndCheck(page, { prev: true }, LAST)
  expect((await state(page)).direction).toBe(-1)
})

test('slide:after reports the direction: +1 forward, -1 backward', async ({ page }) => {
  await clearEvents(page)
  await goAndCheck(page, { goTo: 2 }, 2)
  await goAndCheck(page, { prev: true }, 1)
  const after = (await events(page)).filter((e) => e.type === 'slide:after')
  expect(after.map(({ index, prevIndex, direction }) => ({ index, prevIndex, direction }))).toEqual(
    [
      { index: 2, prevIndex: 0, direction: 1 },
      { index: 1, prevIndex: 2, direction: -1 },
    ],
  )
})

test('each change fires slide:before, then slide:after, with matching payloads', async ({
  page,
}) => {
  await clearEvents(page)
  await goAndCheck(page, { next: true }, 1)
  await goAndCheck(page, { goTo: 3 }, 3)
  await goAndCheck(page, { prev: true }, 2)
  const seen = (await events(page)).map((e) =>
    e.type === 'slide:before'
      ? `before ${e.from}->${e.to} ${e.direction}`
      : `after ${e.prevIndex}->${e.index} ${e.direction}`,
  )
  expect(seen).toEqual([
    'before 0->1 1',
    'after 0->1 1',
    'before 1->3 1',
    'after 1->3 1',
    'before 3->2 -1',
    'after 3->2 -1',
  ])
})

test('a request made during the locked 400 ms transition is queued and runs after it finishes', async ({
  page,
}) => {
  await clearEvents(page)
  const during = await page.evaluate(async () => {
    const s = window.__slider!
    s.next()
    // The lock may start on the next frame (the request first waits for the viewport).
    const start = performance.now()
    while (!s.state.locked && performance.now() - start < 2000) {
      await new Promise(requestAnimationFrame)
    }
    const locked = s.state.locked
    s.goTo(3)
    return { locked, index: s.state.index }
  })
  expect(during.locked).toBe(true)
  expect(during.index).not.toBe(3)

  await settle(page, 3)
  const log = await events(page)
  expect(log.map((e) => e.type)).toEqual([
    'slide:before',
    'slide:after',
    'slide:before',
    'slide:after',
  ])
  const [before1, after1, before2, after2] = log as [
    (typeof log)[number],
    (typeof log)[number],
    (typeof log)[number],
    (typeof log)[number],
  ]
  expect(after1).toMatchObject({ index: 1, prevIndex: 0 })
  expect(before2).toMatchObject({ from: 1, to: 3 })
  expect(after2).toMatchObject({ index: 3, prevIndex: 1 })
  // The first transition held the lock its full 400 ms; the queued one started only after it.
  expect(after1.t - before1.t).toBeGreaterThanOrEqual(390)
  expect(before2.t).toBeGreaterThanOrEqual(after1.t)
  expect(after2.t - before2.t).toBeGreaterThanOrEqual(390)
})

test('navigating leaves no console error on the page', async ({ page, consoleErrors }) => {
  await goAndCheck(page, { next: true }, 1)
  await goAndCheck(page, { prev: true }, 0)
  await goAndCheck(page, { prev: true }, LAST)
  await request(page, { goTo: 2 })
  await settle(page, 2)
  expect(consoleErrors).toEqual([])
})
