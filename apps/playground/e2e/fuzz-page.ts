import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

/** What the fuzz specs watch and serve on their page: its console, the embed's browser files. */

/**
 * The console lines docs/behaviour.md §8.2 lists for data that points nowhere, not faults: the
 * browser's for a missing file, Strata's for an image that failed after its retry and for a feed
 * that failed (an edited answer without `success`).
 */
const LOGGED =
  /^(Failed to load resource|Image Error: .* could not be loaded$|\[strata\] Feed could not be Loaded \()/

/** A run's faults from the page (uncaught errors, console errors but {@link LOGGED}) and its warnings. */
export interface ConsoleWatch {
  errors: string[]
  warnings: string[]
  /** Empties both, for the next run. */
  clear(): void
}

export function watchConsole(page: Page): ConsoleWatch {
  const watch: ConsoleWatch = {
    errors: [],
    warnings: [],
    clear() {
      watch.errors.length = 0
      watch.warnings.length = 0
    },
  }
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'warning') watch.warnings.push(text)
    if (message.type() === 'error' && !LOGGED.test(text))
      watch.errors.push(`console error: ${text}`)
  })
  return watch
}

const browserDir = fileURLToPath(new URL('../../../packages/embed/dist/browser/', import.meta.url))

/** Serves `/browser/<file>` from @strata/embed's built browser files, on the page's own origin. */
export const serveBrowserFiles = (page: Page) =>
  page.route('**/browser/**', (route) => {
    const path = new URL(route.request().url()).pathname.slice('/browser/'.length)
    return route.fulfill({ path: browserDir + path })
  })

/** Script that ran: the `window.__pwned*` and `__xss` flags hostile data and feeds would set. */
export const scriptFlags = (page: Page) =>
  page.evaluate(() => Object.keys(window).filter((k) => /^__(pwned|xss)/.test(k)))

/**
 * A fuzz's runs and seed: `STRATA_FUZZ_RUNS` and `STRATA_FUZZ_SEED`, else the spec's own (a
 * fixed seed, so CI sees the same runs each time).
 */
export const fuzzSettings = (runs: number, seed: number) => ({
  runs: Number(process.env.STRATA_FUZZ_RUNS) || runs,
  seed: Number(process.env.STRATA_FUZZ_SEED) || seed,
})

/** A report entry as a page hands it over. */
interface Entry {
  path?: unknown
  message?: unknown
}

/** The rule every fuzz checks a slider's report by: each entry has a path and a message. */
export const unreported = (report: readonly Entry[]): string[] =>
  report
    .filter((e) => typeof e.path !== 'string' || !e.path || !String(e.message ?? '').trim())
    .map((e) => `a report entry without a path or a message: ${JSON.stringify(e)}`)
