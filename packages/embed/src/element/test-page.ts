import { installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * For an element test file: a fake browser before each test (then `before`, the file's own
 * set-up); after it, the page emptied, the browser, stubbed globals and every mock restored.
 */
export function useElementPage(before?: () => void): void {
  let browser: ReturnType<typeof installFakeBrowser> | undefined
  beforeEach(() => {
    browser = installFakeBrowser()
    before?.()
  })
  afterEach(() => {
    document.body.innerHTML = ''
    browser?.restore()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** `n` turns of the task queue: an element's microtasks, a slider's first steps and loads. */
export async function turns(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
