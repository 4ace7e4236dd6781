import { LAYER_CLASS, type LayerModel } from '@strata/core'
import { onceChunk } from '@strata/core/kit'
import type { Warn } from '../position-css'
import { cleanHtml, loadSanitizer } from '../sanitize'

/**
 * `out` and the class tokens of `authored` (authored data) that have only safe characters. Most
 * layers have none: then no list is made (issue #25).
 */
function classes(out: string, authored: string): string {
  if (authored) for (const t of authored.split(/\s+/)) if (/^[\w-]+$/.test(t)) out += ` ${t}`
  return out
}
function safeId(s: string): string {
  return /^[\w-]+$/.test(s.trim()) ? s.trim() : ''
}

/** Layer types that hold other layers rather than text. */
export const CONTAINERS: readonly string[] = ['row', 'column', 'group', 'zone', 'container']

/** A button layer written with the generic tag becomes a real `<button>` (keyboard, role). */
function tagOf(layer: LayerModel): string {
  return layer.type === 'button' && layer.tag === 'div' ? 'button' : layer.tag
}

/** Class of the element a meta placeholder (`{{current_slide_index}}`, ...) becomes. */
export const META_CLASS = 'strata-meta'
/** What meta placeholders show: a slide (0-based `index` of `count`) and its texts. */
export interface Meta {
  index: number
  count: number
  slide?: { title: string; description: string; params: readonly { value: string }[] }
}

// Placeholders are rare: what finds and fills them (./meta) is a chunk of its own, loaded by the
// plugin's `prepare` when some layer text has `{{` (needs.ts), else by the first such text, which
// shows as written until it is in (docs/performance.md). One load per page.
const chunk = onceChunk(() => import('./meta'))

/** Whether the placeholder chunk has arrived. */
export function metaReady(): boolean {
  return chunk.get() !== undefined
}

/** Loads the placeholder chunk (once); a failed load may be tried again. */
export function loadMeta(): Promise<void> {
  return chunk.load().then(() => {})
}

/** The meta each layer element shows (set by the plugin, kept for toggled text). */
const metaOf = new WeakMap<Element, Meta>()

/** Elements whose text waits for the placeholder chunk: kept up to date as those with spans. */
const waiting = new WeakSet<HTMLElement>()

/**
 * Shows `meta` in the placeholders of `element` now, and whenever its text is set again (toggle
 * text). Returns whether it has any, so the plugin keeps only those up to date.
 */
export function setMeta(element: HTMLElement, meta: Meta): boolean {
  metaOf.set(element, meta)
  // Spans are made by the chunk's markMeta: without the chunk there is none to look for (most
  // modules, every layer built).
  return !!chunk.get()?.fillMeta(element, meta, META_CLASS) || waiting.has(element)
}

/** The text each layer element was last given (see `setHtml`). */
const shown = new WeakMap<HTMLElement, string>()

/** The text paths whose removals each layer element has reported. */
const reported = new WeakMap<HTMLElement, Set<string>>()

/**
 * Puts cleaned authored HTML into `el`; a removal is reported at `content.text`. Meta
 * placeholders become spans filled from the element's meta values; an unknown `{{name}}` is
 * reported as not supported yet and shown as written.
 */
export function setHtml(el: HTMLElement, html: string, warn: Warn, path = 'content.text'): void {
  const { fragment, removed, pending } = cleanHtml(el.ownerDocument, html)
  shown.set(el, html)
  // Most texts are plain, whole and in: what the others need is a function of its own, which
  // the layers of most modules never compile (docs/performance-log.md, "Twenty-third session").
  if (pending || removed.length || html.includes('{{') || waiting.has(el))
    unusual(el, html, warn, path, fragment, removed, pending)
  el.replaceChildren(fragment)
  const meta = metaOf.get(el)
  if (meta) setMeta(el, meta)
}

/** `setHtml`'s markup that waits for the sanitiser, placeholders, and removals to report. */
function unusual(
  el: HTMLElement,
  html: string,
  warn: Warn,
  path: string,
  fragment: DocumentFragment,
  removed: readonly string[],
  pending: boolean,
): void {
  // Markup before the sanitiser chunk came shows as plain text meanwhile, then is filled (if the
  // element still shows that text: a toggle may have swapped it).
  if (pending)
    loadSanitizer().then(
      () => {
        if (shown.get(el) === html) setHtml(el, html, warn, path)
      },
      () => warn(path, 'the HTML sanitiser could not load; shown as plain text'),
    )
  // Placeholders before their chunk came show as written meanwhile, then are filled the same way.
  const placeholders = html.includes('{{')
  const marks = chunk.get()
  if (placeholders && !marks) {
    waiting.add(el)
    loadMeta().then(
      () => {
        if (shown.get(el) === html) setHtml(el, html, warn, path)
      },
      () => warn(path, 'the placeholder code could not load; shown as written'),
    )
  } else waiting.delete(el)
  const said = reported.get(el) ?? new Set<string>()
  if (removed.length && !said.has(path)) {
    // Once per layer and text: a toggle swapping its texts back and forth says it once.
    said.add(path)
    reported.set(el, said)
    warn(path, `removed from the layer's HTML (docs/security.md): ${removed.join(', ')}`)
  }
  if (placeholders && marks) marks.markMeta(fragment, META_CLASS, warn, path)
}

/**
 * The layer's two elements: the wrapper (`strata-layer-wrap`, `attributes.wrapClass`/`wrapId`)
 * that is placed and sized, and the layer (`strata-layer strata-layer-<type>`, its tag,
 * `attributes.id/class/innerClass`, `accessibility`) that holds the content and the look, and
 * that timelines animate.
 */
export function createLayerElements(
  doc: Document,
  layer: LayerModel,
  warn: Warn,
): { wrapper: HTMLElement; element: HTMLElement } {
  const wrapper = doc.createElement('div')
  const { attributes, accessibility } = layer
  wrapper.className = classes('strata-layer-wrap', attributes.wrapClass)
  if (safeId(attributes.wrapId)) wrapper.id = safeId(attributes.wrapId)
  const element = doc.createElement(tagOf(layer))
  element.className = classes(
    classes(`${LAYER_CLASS} ${LAYER_CLASS}-${layer.type}`, attributes.class),
    attributes.innerClass,
  )
  element.dataset.layerId = layer.id
  if (safeId(attributes.id)) element.id = safeId(attributes.id)
  if (element instanceof HTMLButtonElement) element.type = 'button'
  if (accessibility.hidden) element.setAttribute('aria-hidden', 'true')
  if (accessibility.label) element.setAttribute('aria-label', accessibility.label)
  if (accessibility.role) element.setAttribute('role', accessibility.role)
  if (accessibility.haspopup) element.setAttribute('aria-haspopup', accessibility.haspopup)
  if (accessibility.labelledby) element.setAttribute('aria-labelledby', accessibility.labelledby)
  if (!CONTAINERS.includes(layer.type) && layer.type !== 'linebreak')
    setHtml(element, layer.content.text, warn)
  wrapper.append(element)
  return { wrapper, element }
}

// Toggle text is rare: what swaps it (./toggle) is a chunk of its own, loaded by the plugin's
// `prepare` when some layer has one (needs.ts), else by the first such layer built, which swaps
// once it is in (README "What loads when"). One load per page.
const toggles = onceChunk(() => import('./toggle'))

/** Loads the toggle chunk (once); a failed load may be tried again. */
export function loadToggle(): Promise<unknown> {
  return toggles.load()
}

/**
 * Toggle text (docs/behaviour.md §4 "Toggle text layers swap between default and toggled text"): a click
 * swaps the two; `aria-pressed` says which is shown. Listeners go with `signal`.
 */
export function wireToggle(
  element: HTMLElement,
  layer: LayerModel,
  signal: AbortSignal,
  warn: Warn,
): void {
  // Wired as the chunk's load settles, a step after the build (the chunk imports nothing from
  // here: it shows a text through this).
  if (layer.toggle.text)
    toggles.load().then(
      (chunk) =>
        chunk.wireToggle(element, layer, signal, (html, path) =>
          setHtml(element, html, warn, path),
        ),
      () => warn('toggle.text', 'the toggle code could not load; the text stays'),
    )
}
