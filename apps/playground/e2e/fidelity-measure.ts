import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { type Box, openGolden } from './golden-measure'

/**
 * Helpers of the fidelity spec (e2e/fidelity-modules.spec.ts): the reference front end's layout
 * rules written out (level, grid scale and offset, per-level values), the fixture modules, and
 * the page-side measurements. The rules are the ones ../shared/golden pins down (README there,
 * /work/plan/fidelity.md) and docs/fidelity.md lists.
 */

/** A module record as exported: only the parts the spec reads are typed. */
// biome-ignore lint/suspicious/noExplicitAny: exported JSON, read by path in the spec.
export type Raw = any

const FIXTURES = fileURLToPath(new URL('./fixtures/real/', import.meta.url))

/** A fixture module (e2e/fixtures/real/<name>.module.json). */
export const fixture = (name: string): Raw =>
  JSON.parse(readFileSync(`${FIXTURES}${name}.module.json`, 'utf8'))

/** The three widths: each inside its level by the reference's rule (see `referenceLevel`). */
export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 900 },
  mobile: { width: 375, height: 800 },
} as const
export type WidthName = keyof typeof WIDTHS

/**
 * The value of a 5-slot per-level list at a level: a `"#a"` slot takes the nearest set slot
 * before it; a scalar is the same at every level.
 */
export function at<T>(value: T | readonly T[], level: number): T {
  if (!Array.isArray(value)) return value as T
  for (let i = level; i >= 0; i--) if (value[i] !== '#a') return value[i] as T
  return value.find((v) => v !== '#a') as T
}

/** A length in grid px: `560`, `"560px"`, `"46"`. */
export const px = (value: unknown): number => Number.parseFloat(String(value))

/**
 * The reference's device level for a window width: the narrowest level whose breakpoint (the
 * module's `size.width`) is strictly wider than the window; a window as wide as a breakpoint
 * belongs to the wider level, and a window wider than every breakpoint takes level 0. With
 * 1240/1240/1024/778/480: 1280 → 0, 778 → 2 (notebook), 768 → 3 (tablet), 480 → 3, 375 → 4.
 */
export function referenceLevel(windowWidth: number, widths: readonly unknown[]): number {
  let level = 0
  for (let i = 0; i < 5; i++) if (windowWidth < px(at(widths, i))) level = i
  return level
}

/** Where the reference draws the module and its layer grid, in px relative to the module. */
export interface Grid {
  level: number
  scale: number
  /** The module's box. */
  width: number
  height: number
  /** The layer grid's box. */
  x: number
  y: number
  w: number
  h: number
}

/**
 * The reference's grid for a full-width module: the level's grid (`size.width/height`) is never
 * drawn larger than designed; it shrinks with the window width, and for a full-height module with
 * the window height too (the smaller ratio), and is centred in the module. A module that is not
 * full height is its scaled grid high.
 */
export function referenceGrid(settings: Raw, viewport: { width: number; height: number }): Grid {
  const level = referenceLevel(viewport.width, settings.size.width)
  const gridW = px(at(settings.size.width, level))
  const gridH = px(at(settings.size.height, level))
  const fullHeight = settings.size.fullHeight === true || settings.size.fullHeight === 'true'
  const width = viewport.width
  const scale = fullHeight
    ? Math.min(1, width / gridW, viewport.height / gridH)
    : Math.min(1, width / gridW)
  const height = fullHeight ? viewport.height : gridH * scale
  const w = gridW * scale
  const h = gridH * scale
  return { level, scale, width, height, w, h, x: (width - w) / 2, y: (height - h) / 2 }
}

/** Loads a module on the bare golden page (apps/playground/golden.html) and waits for ready. */
export async function loadModule(
  page: Page,
  data: Raw,
  viewport: { width: number; height: number },
): Promise<void> {
  await openGolden(page, data, viewport)
}

export type Shown = Extract<Box, { visible: boolean }>

export { settle } from './golden-measure'

/** Collects every difference from the reference as one line, so a run lists them all. */
export class Problems {
  readonly list: string[] = []
  constructor(private readonly where: string) {}

  add(message: string): void {
    this.list.push(`${this.where}: ${message}`)
  }

  /** `got` within `tolerance` of `want`. */
  near(label: string, got: number, want: number, tolerance = 2): void {
    if (!(Math.abs(got - want) <= tolerance))
      this.add(`${label} ${round(got)}, the reference draws ${round(want)}`)
  }

  /** A layer's box: drawn and visible, and each given edge within 2 px. */
  box(
    label: string,
    got: Box | undefined,
    want: Partial<Record<'x' | 'y' | 'w' | 'h' | 'right' | 'bottom', number>>,
  ): Shown | undefined {
    const shown = this.shown(label, got)
    if (!shown) return undefined
    const { x, y, w, h } = shown
    const edges = { x, y, w, h, right: x + w, bottom: y + h }
    for (const [edge, value] of Object.entries(want))
      this.near(`${label} ${edge}`, edges[edge as keyof typeof edges], value as number)
    return shown
  }

  /** Drawn and visible at rest (the golden README's rule), else one line. */
  shown(label: string, got: Box | undefined): Shown | undefined {
    if (!got || 'missing' in got) {
      this.add(`${label} is not drawn`)
      return undefined
    }
    if (!got.visible) {
      this.add(
        `${label} is hidden (opacity ${got.opacity}, ${got.w}x${got.h}); the reference shows it`,
      )
      return undefined
    }
    return got
  }

  /** Hidden at rest: missing, opacity <= 0.05, visibility hidden, display none or zero area. */
  hidden(label: string, got: Box | undefined): void {
    if (got && !('missing' in got) && got.visible)
      this.add(
        `${label} is shown at ${got.x},${got.y} ${got.w}x${got.h}; the reference keeps it hidden`,
      )
  }
}

const round = (n: number) => Math.round(n * 10) / 10

/** Runs in the page: the text of a layer on the current slide. */
export function layerText(id: string): string | null {
  const slide = document.querySelector('#module .strata-slide[aria-current="true"]')
  const el = slide?.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(id)}"]`)
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : null
}

/** Runs in the page: boxes of elements matching a selector, relative to the module. */
export function boxesOf(selector: string): Array<{ x: number; y: number; w: number; h: number }> {
  const root = document.getElementById('module')
  if (!root) return []
  const origin = root.getBoundingClientRect()
  return [...root.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => getComputedStyle(el).display !== 'none')
    .map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height }
    })
}

/**
 * Runs in the page: the colour painted at a point of the module, the topmost element there with
 * a background (colour with alpha > 0, or an image); whether that element is inside the module.
 */
export function paintAt([x, y]: [number, number]): { color: string; inModule: boolean } | null {
  const root = document.getElementById('module')
  if (!root) return null
  const origin = root.getBoundingClientRect()
  for (const el of document.elementsFromPoint(origin.left + x, origin.top + y)) {
    const style = getComputedStyle(el)
    const bg = style.backgroundColor
    const transparent = bg === 'transparent' || /rgba\(.*,\s*0\)$/.test(bg)
    if (!transparent || style.backgroundImage !== 'none')
      return {
        color: style.backgroundImage !== 'none' ? style.backgroundImage : bg,
        inModule: root.contains(el),
      }
  }
  return { color: 'nothing painted', inModule: false }
}

/**
 * Runs in the page: the current slide's background element (the slide's `slidebg` layer, or
 * bg-transitions' `.strata-bg`) and its transform's scale on each axis, plus its box.
 */
export function panState(bgId: string): {
  scaleX: number
  scaleY: number
  w: number
  h: number
} | null {
  const slide = document.querySelector('#module .strata-slide[aria-current="true"]')
  if (!slide) return null
  const candidates = [
    ...slide.querySelectorAll<HTMLElement>(`[data-layer-id="${CSS.escape(bgId)}"], .strata-bg`),
  ]
  for (const el of candidates) {
    const transform = getComputedStyle(el).transform
    if (!transform || transform === 'none') continue
    const m = new DOMMatrixReadOnly(transform)
    const r = el.getBoundingClientRect()
    return { scaleX: Math.hypot(m.a, m.b), scaleY: Math.hypot(m.c, m.d), w: r.width, h: r.height }
  }
  return null
}

/** The furthest each layer's box went while it was drawn: edges relative to the module. */
export interface Extremes {
  minLeft: number
  minRight: number
  maxTop: number
  minBottom: number
}

/**
 * Installs, before the page loads, a per-frame recorder of the furthest edges the given layers'
 * animated elements reach on the current slide (entrances from beyond an edge pass there).
 */
export async function recordExtremes(page: Page, ids: readonly string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: Record<string, Extremes> = {}
    ;(window as unknown as { __extremes: typeof seen }).__extremes = seen
    const tick = () => {
      const root = document.getElementById('module')
      const slide = root?.querySelector('.strata-slide[aria-current="true"]')
      if (root && slide) {
        const o = root.getBoundingClientRect()
        for (const id of watched) {
          const el = slide.querySelector(`[data-layer-id="${CSS.escape(id)}"]`)
          if (!el) continue
          const r = el.getBoundingClientRect()
          if (!r.width || !r.height) continue
          const e = seen[id] ?? {
            minLeft: Number.POSITIVE_INFINITY,
            minRight: Number.POSITIVE_INFINITY,
            maxTop: Number.NEGATIVE_INFINITY,
            minBottom: Number.POSITIVE_INFINITY,
          }
          seen[id] = e
          e.minLeft = Math.min(e.minLeft, r.left - o.left)
          e.minRight = Math.min(e.minRight, r.right - o.left)
          e.maxTop = Math.max(e.maxTop, r.top - o.top)
          e.minBottom = Math.min(e.minBottom, r.bottom - o.top)
        }
      }
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, ids)
}

/** What `recordExtremes` saw so far. */
export const readExtremes = (page: Page): Promise<Record<string, Extremes>> =>
  page.evaluate(
    () => (window as unknown as { __extremes?: Record<string, Extremes> }).__extremes ?? {},
  )
