import type { Page } from '@playwright/test'

/** What a golden case's `expected.json` says of one layer (../shared/golden/README.md). */
export type ExpectedLayer =
  | { x: number; y: number; w: number; h: number; visible: true; opacity: number }
  | { visible: false }

export interface ExpectedCase {
  viewport: { width: number; height: number }
  module: { width: number; height: number }
  slides: Record<string, Record<string, ExpectedLayer>>
}

/** A layer as Strata draws it: its border box relative to the module, and whether it shows. */
export type Box =
  | { x: number; y: number; w: number; h: number; visible: boolean; opacity: number }
  | { missing: true }

/**
 * Runs in the page. For each layer id of the current slide (or a global slide): the border box of
 * `[data-layer-id]` relative to the module's top-left corner, the product of its and its
 * ancestors' opacity up to the module, and the README's "hidden at rest" rule (opacity <= 0.05,
 * visibility hidden, display none, or a zero area).
 */
export function measureLayers(ids: readonly string[]): Record<string, Box> {
  const root = document.getElementById('module')
  const out: Record<string, Box> = {}
  if (!root) return out
  const origin = root.getBoundingClientRect()
  const scopes = [
    ...root.querySelectorAll('.strata-slide[aria-current="true"]'),
    ...root.querySelectorAll('.strata-global-slide'),
  ]
  for (const id of ids) {
    const el = scopes
      .map((scope) => scope.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`))
      .find((found) => found)
    if (!el) {
      out[id] = { missing: true }
      continue
    }
    const r = el.getBoundingClientRect()
    let opacity = 1
    let shown = true
    for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node)
      opacity *= Number(style.opacity)
      if (style.display === 'none') shown = false
    }
    if (getComputedStyle(el).visibility === 'hidden') shown = false
    const round = (n: number) => Math.round(n * 2) / 2
    out[id] = {
      x: round(r.left - origin.left),
      y: round(r.top - origin.top),
      w: round(r.width),
      h: round(r.height),
      opacity: Math.round(opacity * 1000) / 1000,
      visible: shown && opacity > 0.05 && r.width * r.height > 0,
    }
  }
  return out
}

/** Every way the measured layers differ from the reference, one line each ([] when they match). */
export function compareBoxes(
  slideId: string,
  expected: Record<string, ExpectedLayer>,
  actual: Record<string, Box>,
  tolerance: number,
): string[] {
  const problems: string[] = []
  for (const [id, want] of Object.entries(expected)) {
    const got = actual[id]
    const where = `slide ${slideId} layer ${id}`
    if (!got || 'missing' in got) {
      if (want.visible) problems.push(`${where}: not drawn`)
      continue
    }
    if (!want.visible) {
      if (got.visible) problems.push(`${where}: shown, the reference keeps it hidden`)
      continue
    }
    if (!got.visible) {
      problems.push(`${where}: hidden, the reference shows it`)
      continue
    }
    const edges = {
      left: [got.x, want.x],
      top: [got.y, want.y],
      right: [got.x + got.w, want.x + want.w],
      bottom: [got.y + got.h, want.y + want.h],
    }
    const off = Object.entries(edges).filter(([, [a = 0, b = 0]]) => Math.abs(a - b) > tolerance)
    if (off.length)
      problems.push(
        `${where}: box ${got.x},${got.y} ${got.w}x${got.h}, expected ${want.x},${want.y} ${want.w}x${want.h} (${off.map(([e]) => e).join(', ')} off)`,
      )
  }
  return problems
}

/**
 * Opens the bare golden page (golden.html: the module the only child of <body>) with `data` as
 * its module, at `viewport` when given, and waits until the slider is ready. `plugins`: the
 * golden set; `'prepared'`, `data` is a prepared module (`prepareModule`), opened by the
 * prepared entries; `'every'`, every plugin as a site installs them (`allPlugins`).
 */
export async function openGolden(
  page: Page,
  data: unknown,
  viewport?: { width: number; height: number },
  plugins: 'golden' | 'prepared' | 'every' = 'golden',
): Promise<void> {
  if (viewport) await page.setViewportSize(viewport)
  await page.addInitScript(
    ([module, set]) => {
      Object.assign(window, {
        __goldenModule: module,
        __goldenPrepared: set === 'prepared',
        __goldenEvery: set === 'every',
      })
    },
    [data, plugins] as const,
  )
  await page.goto('/golden.html')
  await page.waitForFunction(() => window.__golden?.state.ready === true)
}

/**
 * The golden README's "at rest": `first` ms for the in-animations, then no measured box changing
 * for 500 ms (8 s at most).
 */
export async function settle(
  page: Page,
  ids: readonly string[],
  first = 1200,
): Promise<Record<string, Box>> {
  await page.waitForTimeout(first)
  let last = ''
  let stableSince = Date.now()
  const deadline = Date.now() + 8000
  for (;;) {
    const boxes = await page.evaluate(measureLayers, ids)
    const key = JSON.stringify(boxes)
    if (key !== last) {
      last = key
      stableSince = Date.now()
    } else if (Date.now() - stableSince >= 500 || Date.now() > deadline) return boxes
    await page.waitForTimeout(100)
  }
}
