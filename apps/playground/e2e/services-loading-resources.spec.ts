import { startImageServer } from '../server/images.mjs'
import { expect, test } from './fixtures'

let server: Awaited<ReturnType<typeof startImageServer>>

test.beforeAll(async () => {
  server = await startImageServer({ delay: 150 })
})
test.afterAll(async () => {
  await server.close()
})
test.beforeEach(async ({ page }) => {
  server.stats.reset()
  await page.goto('/?demo=loading-images&images=none&count=0')
  await page.waitForFunction(() => window.__loading?.done === true)
})

test('Resource status: 0 idle, 1 loading, 2 loaded — a script is requested once per url and every caller shares it', async ({
  page,
}) => {
  const url = `${server.url}/res/ok/addon.js`
  const seen = await page.evaluate(async (url) => {
    const registry = window.__loading!.resources
    const before = registry.status(url)
    const a = registry.loadScript(url)
    const b = registry.loadScript(url)
    const during = registry.status(url)
    await Promise.all([a, b])
    return {
      before,
      during,
      after: registry.status(url),
      shared: a === b,
      ran: window.__strataScripts,
      elements: document.querySelectorAll(`script.strata-resource[src="${url}"]`).length,
    }
  }, url)
  expect(seen).toEqual({ before: 0, during: 1, after: 2, shared: true, ran: 1, elements: 1 })
  expect(server.stats.requests.map((r) => r.path)).toEqual(['/res/ok/addon.js'])
})

test("Script load failure: 'Failed to load script: {url}'. The resource is marked status 3", async ({
  page,
  consoleErrors,
}) => {
  const url = `${server.url}/res/missing/gone.js`
  const seen = await page.evaluate(async (url) => {
    const registry = window.__loading!.resources
    const message = await registry.loadScript(url).then(
      () => 'loaded',
      (error: Error) => error.message,
    )
    return { message, status: registry.status(url) }
  }, url)
  expect(seen).toEqual({ message: `Failed to load script: ${url}`, status: 3 })
  // Chromium's own line for the 404; the registry itself logs nothing.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ])
  consoleErrors.length = 0
})

test('a stylesheet loads as <link rel="stylesheet"> and applies; status 2', async ({ page }) => {
  const url = `${server.url}/res/ok/theme.css`
  const seen = await page.evaluate(async (url) => {
    const registry = window.__loading!.resources
    await registry.loadStyle(url)
    const probe = document.createElement('p')
    probe.className = 'strata-test-theme'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return { status: registry.status(url), colour }
  }, url)
  expect(seen).toEqual({ status: 2, colour: 'rgb(1, 2, 3)' })
})

test('a javascript: url is refused without touching the page: status 3, nothing added', async ({
  page,
}) => {
  const seen = await page.evaluate(async () => {
    const registry = window.__loading!.resources
    const message = await registry
      .loadScript('javascript:window.__strataScripts=99')
      .catch((error: Error) => error.message)
    return {
      message,
      status: registry.status('javascript:window.__strataScripts=99'),
      ran: window.__strataScripts ?? 0,
    }
  })
  expect(seen).toEqual({
    message: 'Failed to load script: javascript:window.__strataScripts=99',
    status: 3,
    ran: 0,
  })
})
