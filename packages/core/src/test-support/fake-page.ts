import { afterEach, beforeEach, vi } from 'vitest'
import { installFakeBrowser } from './fake-browser'

/** Lets promise callbacks and 0 ms timers run. */
export const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 0))

/** What `useFakePage` gives a test file: read both inside a test or hook, they change each test. */
export interface FakePage {
  /** This test's empty root, in the page. */
  root: HTMLElement
  /** This test's fake browser (`installFakeBrowser`'s handles). */
  browser: ReturnType<typeof installFakeBrowser> | undefined
}

/**
 * For a test file (call it at the top level or in a `describe`): before each test, a fresh fake
 * browser and an empty root in the page, with console.warn silenced (happy-dom lays nothing out,
 * so core warns about a zero-width module); after it, the root, the browser (every stubbed global)
 * and every mock are taken down. Exported by `@strata/core/testing`.
 */
export function useFakePage(): FakePage {
  const page: FakePage = { root: document.createElement('div'), browser: undefined }
  beforeEach(() => {
    page.browser = installFakeBrowser()
    page.root = document.createElement('div')
    document.body.append(page.root)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    page.root.remove()
    page.browser?.restore()
    vi.restoreAllMocks()
  })
  return page
}
