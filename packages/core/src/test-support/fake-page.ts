import { afterEach, beforeEach, vi } from 'vitest'
import { installFakeBrowser } from './fake-browser'

/** Lets promise callbacks and 0 ms timers run. */
export const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * For a test file: before each test, a fresh fake browser and an empty root in the page, with
 * console.warn silenced (happy-dom lays nothing out, so core warns about a zero-width module);
 * after it, the root, the browser and every mock are taken down.
 */
export function useFakePage() {
  const page = {
    root: document.createElement('div'),
    browser: undefined as ReturnType<typeof installFakeBrowser> | undefined,
  }
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
