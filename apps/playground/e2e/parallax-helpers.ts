import type { Page } from '@playwright/test'
import type {} from '@strata/parallax'

/** Opens a parallax demo and waits for its slider and its layers. */
export async function openParallax(page: Page, demo: string): Promise<void> {
  await page.goto(`/?demo=${demo}`)
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  await page.locator('[data-layer-id="near"]').first().waitFor()
}

/** The box of layer `id`'s wrapper (what the plugin moves) in module `root`, viewport px. */
export const wrapperBox = (page: Page, root: string, id: string) =>
  page.evaluate(
    ([r, l]) => {
      const el = document.querySelector(`#${r} [data-layer-id="${l}"]`)?.parentElement
      const b = el?.getBoundingClientRect()
      const top = document.getElementById(r!)!.getBoundingClientRect().top
      return b ? { x: b.x, y: b.y, top: b.top - top, transform: el!.style.transform } : undefined
    },
    [root, id],
  )

/** Waits `n` animation frames: the page has had its chance to draw. */
export const frames = (page: Page, n = 10) =>
  page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done())
        step(count)
      }),
    n,
  )

/**
 * Scrolls the window so module `root` is at `progress` of its pass through the viewport
 * (0: its top at the viewport's bottom; 1: its bottom at the viewport's top).
 */
export async function scrollToProgress(page: Page, root: string, progress: number): Promise<void> {
  await page.evaluate(
    ([r, p]) => {
      const box = document.getElementById(r as string)!.getBoundingClientRect()
      const docTop = box.top + window.scrollY
      const vh = window.innerHeight
      window.scrollTo(0, docTop - (vh - (p as number) * (vh + box.height)))
    },
    [root, progress] as const,
  )
}

/**
 * The eased pointer's x once it has stopped: the same over two frames and past `beyond` from the
 * centre (NaN until then), for `expect.poll`.
 */
export const settledPointerX = (page: Page, beyond = 0.99) =>
  page.evaluate(
    (min) =>
      new Promise<number>((done) => {
        const x = () => window.__slider?.plugin('parallax')?.pointer().x ?? Number.NaN
        const first = x()
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            done(x() === first && Math.abs(first) > min ? first : Number.NaN),
          ),
        )
      }),
    beyond,
  )
