import { LAYER_CLASS, type LayerModel } from '@strata/core'
import type { Warn } from './position-css'
import { cleanHtml, loadSanitizer } from './sanitize'

/** Class and id tokens from authored data: only safe characters. */
const tokens = (s: string): string[] => s.split(/\s+/).filter((t) => /^[\w-]+$/.test(t))
const safeId = (s: string): string => (/^[\w-]+$/.test(s.trim()) ? s.trim() : '')

/** Layer types that hold other layers rather than text. */
export const CONTAINERS: readonly string[] = ['row', 'column', 'group', 'zone', 'container']

/** A button layer written with the generic tag becomes a real `<button>` (keyboard, role). */
const tagOf = (layer: LayerModel): string =>
  layer.type === 'button' && layer.tag === 'div' ? 'button' : layer.tag

/** Class of the element a meta placeholder (`{{current_slide_index}}`, ...) becomes. */
export const META_CLASS = 'strata-meta'
const META_MARK = /\{\{\s*([\w-]+)\s*\}\}/g

/** What meta placeholders show: a slide (0-based `index` of `count`) and its texts. */
export interface Meta {
  index: number
  count: number
  slide?: { title: string; description: string; params: readonly { value: string }[] }
}

/**
 * A placeholder's meaning: `current_slide_index` / `slide_index` → `index`, `total_slide_count` /
 * `slide_count` → `count`, `slide_title` / `current_slide_title` → `title`, the same for
 * `description`, and `param1`…`param10`; undefined for any other name.
 */
const metaName = (raw: string): string | undefined => {
  const name = raw.toLowerCase().replace(/^(current_|total_)?(slide_)?/, '')
  return /^(index|count|title|description|param([1-9]|10))$/.test(name) ? name : undefined
}

const metaText = (name: string, { index, count, slide }: Meta): string =>
  name === 'index'
    ? `${index + 1}`
    : name === 'count'
      ? `${count}`
      : name[0] === 'p'
        ? (slide?.params[Number(name.slice(5)) - 1]?.value ?? '')
        : (slide?.[name as 'title'] ?? '')

/** The meta each layer element shows (set by the plugin, kept for toggled text). */
const metaOf = new WeakMap<Element, Meta>()

/**
 * Shows `meta` in the placeholders of `element` now, and whenever its text is set again (toggle
 * text). Returns whether it has any, so the plugin keeps only those up to date.
 */
export const setMeta = (element: HTMLElement, meta: Meta): boolean => {
  metaOf.set(element, meta)
  const spans = element.querySelectorAll<HTMLElement>(`.${META_CLASS}`)
  for (const span of spans) {
    const text = metaText(span.dataset.meta as string, meta)
    if (span.textContent !== text) span.textContent = text
  }
  return spans.length > 0
}

/**
 * Turns each known `{{name}}` in the text of `fragment` into an empty `META_CLASS` span that
 * `setMeta` fills; unknown names stay as written and are returned.
 */
function markMeta(fragment: DocumentFragment): string[] {
  const doc = fragment.ownerDocument
  const unknown: string[] = []
  const walker = doc.createTreeWalker(fragment, 4 /* NodeFilter.SHOW_TEXT */)
  const texts: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text)
  for (const node of texts) {
    const parts: (string | Node)[] = []
    let at = 0
    for (const m of node.data.matchAll(META_MARK)) {
      const name = metaName(m[1] as string)
      if (!name) {
        unknown.push(m[1] as string)
        continue
      }
      const span = doc.createElement('span')
      span.className = META_CLASS
      span.dataset.meta = name
      parts.push(node.data.slice(at, m.index), span)
      at = (m.index as number) + m[0].length
    }
    if (at) node.replaceWith(...parts, node.data.slice(at))
  }
  return unknown
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
export const setHtml = (el: HTMLElement, html: string, warn: Warn, path = 'content.text'): void => {
  const { fragment, removed, pending } = cleanHtml(el.ownerDocument, html)
  shown.set(el, html)
  // Markup before the sanitiser chunk came shows as plain text meanwhile, then is filled (if the
  // element still shows that text: a toggle may have swapped it).
  if (pending)
    loadSanitizer().then(
      () => {
        if (shown.get(el) === html) setHtml(el, html, warn, path)
      },
      () => warn(path, 'the HTML sanitiser could not load; shown as plain text'),
    )
  const said = reported.get(el) ?? new Set<string>()
  if (removed.length && !said.has(path)) {
    // Once per layer and text: a toggle swapping its texts back and forth says it once.
    said.add(path)
    reported.set(el, said)
    warn(path, `removed from the layer's HTML (docs/security.md): ${removed.join(', ')}`)
  }
  if (html.includes('{{'))
    for (const name of new Set(markMeta(fragment)))
      warn(path, `not supported yet: placeholder {{${name}}}; shown as written`)
  el.replaceChildren(fragment)
  const meta = metaOf.get(el)
  if (meta) setMeta(el, meta)
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
  wrapper.className = ['strata-layer-wrap', ...tokens(attributes.wrapClass)].join(' ')
  if (safeId(attributes.wrapId)) wrapper.id = safeId(attributes.wrapId)
  const element = doc.createElement(tagOf(layer))
  element.className = [
    LAYER_CLASS,
    `${LAYER_CLASS}-${layer.type}`,
    ...tokens(attributes.class),
    ...tokens(attributes.innerClass),
  ].join(' ')
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
  if (!layer.toggle.text) return
  let on = false
  element.dataset.toggled = 'false'
  element.setAttribute('aria-pressed', 'false')
  if (!element.matches('button,a') && !element.hasAttribute('tabindex')) element.tabIndex = 0
  const swap = () => {
    on = !on
    setHtml(
      element,
      on ? layer.toggle.text : layer.content.text,
      warn,
      on ? 'toggle.text' : undefined,
    )
    element.dataset.toggled = `${on}`
    element.setAttribute('aria-pressed', `${on}`)
  }
  element.addEventListener('click', swap, { signal })
  element.addEventListener(
    'keydown',
    (e) => {
      if (element.matches('button') || (e.key !== 'Enter' && e.key !== ' ')) return
      e.preventDefault()
      swap()
    },
    { signal },
  )
}
