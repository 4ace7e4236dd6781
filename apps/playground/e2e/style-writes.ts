import type { Locator } from '@playwright/test'

/**
 * How many times the element's `style` attribute is written over `ms`, after a wait longer than
 * core's resize delay (100 ms) twice over: a module at rest writes none (a resize loop writes
 * one every 100 ms; docs/performance-log.md, "Seventy-third session").
 */
export async function styleWritesAtRest(element: Locator, ms = 600): Promise<number> {
  await element.page().waitForTimeout(300)
  return element.evaluate(
    (el, span) =>
      new Promise<number>((resolve) => {
        let count = 0
        const watch = new MutationObserver((list) => {
          count += list.length
        })
        watch.observe(el, { attributes: true, attributeFilter: ['style'] })
        setTimeout(() => {
          watch.disconnect()
          resolve(count)
        }, span)
      }),
    ms,
  )
}
