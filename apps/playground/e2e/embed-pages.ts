import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { test as base } from './fixtures'

const embedDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'embed',
)

/** A browser file of @strata/embed (dist/browser/<name>), built first when missing (a fresh checkout). */
export function embedBrowserFile(name: string): string {
  const file = join(embedDir, 'dist', 'browser', name)
  if (!existsSync(file))
    execFileSync('pnpm', ['--filter', '@strata/embed', 'build'], { stdio: 'inherit' })
  return file
}

/** The test pages' server module (plain JS, outside this app). */
interface EmbedServer {
  url: string
  close(): Promise<void>
}

/**
 * `test` with `embedUrl`: the embed test pages served on 127.0.0.1 (packages/embed/test-pages),
 * one server per worker. The browser files are built first when missing (a fresh checkout).
 */
export const test = base.extend<object, { embedUrl: string }>({
  embedUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      embedBrowserFile('strata-sr7.iife.js')
      const serverFile = join(embedDir, 'test-pages', 'server.mjs')
      const { startEmbedServer } = (await import(serverFile)) as {
        startEmbedServer(port?: number): Promise<EmbedServer>
      }
      const server = await startEmbedServer()
      await use(server.url)
      await server.close()
    },
    { scope: 'worker' },
  ],
})
export { expect } from './fixtures'

declare global {
  interface Window {
    /** Layout shift scores seen since the page started (no recent input). */
    __shifts: number[]
    /** The global of the embed test pages' classic files. */
    Strata: PageStrata
  }
}

/** Opens a test page with a layout-shift observer installed before any of its scripts. */
export async function openEmbedPage(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) window.__shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(url)
}

/** The layout shift at load: the sum of the scores, read after two more frames. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
    return window.__shifts.reduce((sum, value) => sum + value, 0)
  })

/** The browser files the page fetches from now on, as `'<status> <path>'` (`/browser/...`). */
export function browserFiles(page: Page): string[] {
  const files: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/browser/')) files.push(`${response.status()} ${path}`)
  })
  return files
}

/** The texts of the layers of the current slide inside `root`. */
export const currentLayerTexts = (page: Page, root: string) =>
  page
    .locator(`${root} .strata-slide[aria-current="true"] .strata-layer`)
    .allTextContents()
    .then((texts) => texts.map((t) => t.trim()).filter(Boolean))

/** The parts of the page's `Strata` global (and its sliders) the specs use. */
export interface PageSlider {
  ready: Promise<void>
  state: { index: number }
  goTo(target: number): void
  next(): void
}
export interface PageStrata {
  createSlider: unknown
  plugins: Record<string, unknown>
  dropIn: { ready: Promise<void>; sliders: Map<string, PageSlider> }
}
