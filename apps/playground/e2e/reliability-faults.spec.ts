import { startRestServer } from '../server/rest-server.mjs'
import { expect, test } from './fixtures'
import { openLifecyclePage } from './reliability-lifecycle'
import { modulesDir } from './rest-server-fixture'

/**
 * The first-load network-fault matrix (issue #24; docs/behaviour.md §7 retries, §9 load timeout)
 * against the local server: a module given as a `.json` URL, each fault on its own root, all at
 * once on one page. Each ends in its documented outcome: loaded after its retries, or one report
 * entry at `module` that says why, and the module's error state instead of a crash.
 */

type Routes = ((...args: unknown[]) => void) & { tries: Map<string, number> }
const faultsFile = '../server/faults.mjs'
let server: Awaited<ReturnType<typeof startRestServer>>
let routes: Routes

test.beforeAll(async () => {
  const { faultRoutes } = (await import(faultsFile)) as { faultRoutes(dir: string): Routes }
  routes = faultRoutes(modulesDir)
  server = await startRestServer({ modulesDir, use: [routes as never] })
})
test.afterAll(async () => {
  await server?.close()
})

/** [fault, requests the loader made, what the `module` entry says (none: it loaded)]. */
const MATRIX: Array<[string, number, RegExp | null]> = [
  ['drop2', 3, null],
  ['drop', 6, /network failure \(status 0\) after 6 tries/],
  ['500', 1, /answered 500 Internal Server Error/],
  ['truncated', 1, /could not be loaded: .*JSON/],
  ['html', 1, /could not be loaded: .*JSON/],
  ['hang', 1, /no answer within 1\.5 s \(the loadTimeout option\); the load was given up/],
]

test('drop ×2 then OK, drop always, 500, truncated JSON, HTML body, never answers', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(30_000)
  // A page of the fault server itself: the module URLs are same-origin.
  await openLifecyclePage(page, `${server.url}/__faults/page.html`)
  const urls = MATRIX.map(([fault]) => `/__faults/${fault}/rest-hero.json`)
  const outcomes = await page.evaluate(async (urls) => {
    const { createSlider, plugins } = (
      window as unknown as {
        Strata: {
          createSlider: (
            root: HTMLElement,
            options: Record<string, unknown>,
          ) => {
            ready: Promise<unknown>
            on(
              event: string,
              fn: (p: { entries: { path: string; message: string }[] }) => void,
            ): void
          }
          plugins: Record<string, () => unknown>
        }
      }
    ).Strata
    // The loader's own tries.
    const tries = new Map<string, number>()
    const fetch = window.fetch
    window.fetch = (input, init) => {
      tries.set(String(input), (tries.get(String(input)) ?? 0) + 1)
      return fetch(input, init)
    }
    return Promise.all(
      urls.map(async (module) => {
        const root = document.createElement('div')
        root.style.width = '480px'
        document.body.append(root)
        const entries: { path: string; message: string }[] = []
        const slider = createSlider(root, {
          module,
          plugins: Object.values(plugins).map((make) => make()),
          // Shortened for the server that never answers (retries count within it).
          ...(module.includes('/hang/') && { loadTimeout: 1500 }),
        })
        slider.on('module:report', (batch) => entries.push(...batch.entries))
        await slider.ready
        // Report entries are logged in a batch after the call that found them.
        await new Promise((done) => setTimeout(done, 0))
        return {
          tries: tries.get(module),
          entries: entries.filter((e) => e.path === 'module').map((e) => e.message),
          slides: root.querySelectorAll('.strata-slide:not(.strata-error-slide)').length,
        }
      }),
    )
  }, urls)
  MATRIX.forEach(([fault, tries, message], i) => {
    const outcome = outcomes[i]
    expect(outcome?.tries, `${fault}: tries`).toBe(tries)
    expect(routes.tries.get(urls[i] as string), `${fault}: tries the server saw`).toBe(tries)
    if (message) {
      expect(outcome?.entries, `${fault}: report`).toHaveLength(1)
      expect(outcome?.entries[0], `${fault}: report`).toMatch(message)
      expect(outcome?.slides, `${fault}: slides`).toBe(0)
    } else {
      expect(outcome?.entries, `${fault}: report`).toEqual([])
      expect(outcome?.slides, `${fault}: slides`).toBeGreaterThan(0)
    }
  })
  // The browser logs each failed request itself: those are the faults asked for.
  expect(consoleErrors.filter((e) => !/Failed to load resource|net::ERR_/.test(e))).toEqual([])
  consoleErrors.length = 0
})
