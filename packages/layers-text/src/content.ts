import { LAYER_CLASS, type LayerModel } from '@strata/core'
import type { Warn } from './position-css'
import { cleanHtml } from './sanitize'

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

/**
 * The slide meta placeholders layer text may hold (docs/data-format/layers-text.md): the slide's
 * place and the count, its title, description and params. The values of `slideMeta`, by name.
 */
export type MetaValues = Readonly<Record<string, string>>

/**
 * The meta values of a slide (`slide`, at 0-based `index` of `count` slides): the names exports
 * write (`current_slide_index`, `total_slide_count`, `slide_title`, `slide_description`,
 * `param1`…`param10`) and their short spellings (`title`, `description`).
 */
export function slideMeta(
  slide: { title: string; description: string; params: readonly { value: string }[] } | undefined,
  index: number,
  count: number,
): MetaValues {
  const title = slide?.title ?? ''
  const description = slide?.description ?? ''
  const out: Record<string, string> = {
    current_slide_index: `${index + 1}`,
    total_slide_count: `${count}`,
    slide_index: `${index + 1}`,
    slide_count: `${count}`,
    title,
    slide_title: title,
    current_slide_title: title,
    description,
    slide_description: description,
    current_slide_description: description,
  }
  for (let i = 0; i < 10; i++) out[`param${i + 1}`] = slide?.params[i]?.value ?? ''
  return out
}

/** Placeholder names `slideMeta` fills. */
const META_NAMES = new Set(Object.keys(slideMeta(undefined, 0, 0)))

/** The meta values each layer element shows (set by the plugin, kept for toggled text). */
const metaOf = new WeakMap<Element, MetaValues>()

/** Fills every meta placeholder element inside `root` from `values`. */
const fillMeta = (root: ParentNode, values: MetaValues): void => {
  for (const span of root.querySelectorAll<HTMLElement>(`.${META_CLASS}`)) {
    const value = values[span.dataset.meta ?? ''] ?? ''
    if (span.textContent !== value) span.textContent = value
  }
}

/**
 * The meta values `element` shows: its placeholders are filled now and again whenever its text is
 * set (toggle text). Called on build and on every slide change.
 */
export const setMeta = (element: HTMLElement, values: MetaValues): void => {
  metaOf.set(element, values)
  fillMeta(element, values)
}

/** Whether a layer's text holds a meta placeholder (so the plugin keeps it up to date). */
export const hasMeta = (element: Element): boolean =>
  element.querySelector(`.${META_CLASS}`) !== null

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
    const text = node.data
    if (!text.includes('{{')) continue
    const parts: (string | Node)[] = []
    let at = 0
    for (const m of text.matchAll(META_MARK)) {
      const name = (m[1] as string).toLowerCase()
      if (!META_NAMES.has(name)) {
        unknown.push(m[1] as string)
        continue
      }
      parts.push(text.slice(at, m.index))
      const span = doc.createElement('span')
      span.className = META_CLASS
      span.dataset.meta = name
      parts.push(span)
      at = (m.index ?? 0) + m[0].length
    }
    if (!at) continue
    parts.push(text.slice(at))
    node.replaceWith(...parts.filter((p) => p !== ''))
  }
  return unknown
}

/**
 * Puts cleaned authored HTML into `el`; a removal is reported at `content.text`. Meta
 * placeholders become spans filled from the element's meta values; an unknown `{{name}}` is
 * reported as not supported yet and shown as written.
 */
export const setHtml = (el: HTMLElement, html: string, warn: Warn, path = 'content.text'): void => {
  const { fragment, removed } = cleanHtml(el.ownerDocument, html)
  if (removed) warn(path, `${removed} script element(s) or handler(s) removed`)
  if (html.includes('{{'))
    for (const name of new Set(markMeta(fragment)))
      warn(path, `not supported yet: placeholder {{${name}}}; shown as written`)
  el.replaceChildren(fragment)
  const values = metaOf.get(el)
  if (values) fillMeta(el, values)
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
 * Toggle text (SPEC.md §4 "Toggle text layers swap between default and toggled text"): a click
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
