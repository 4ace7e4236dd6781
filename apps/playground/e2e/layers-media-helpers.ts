import type { Page } from '@playwright/test'

/** Opens the media fixture `?m=<name>` (and `extra` query) and waits for its first slide. */
export async function openMedia(page: Page, name: string, extra = ''): Promise<void> {
  await page.goto(`/?demo=media-fixture&m=${name}${extra}`)
  await page.waitForFunction(() => window.__slider?.state.ready)
}

/** A media layer's state (docs/behaviour.md §4: -1 unstarted … 4 cued) through the plugin api. */
export const mediaState = (page: Page, layerId: string, index = 0) =>
  page.evaluate(
    ([i, id]) => window.__slider?.plugin('layers-media')?.state(i as number, id as string),
    [index, layerId] as const,
  )

/** The module's report paths. */
export const reportPaths = (page: Page) =>
  page.evaluate(() => (window.__slider?.report ?? []).map((e) => `${e.path}: ${e.message}`))
