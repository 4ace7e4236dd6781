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

/** Puts cleaned authored HTML into `el`; a removal is reported at `content.text`. */
export const setHtml = (el: HTMLElement, html: string, warn: Warn, path = 'content.text'): void => {
  const { fragment, removed } = cleanHtml(el.ownerDocument, html)
  if (removed) warn(path, `${removed} script element(s) or handler(s) removed`)
  el.replaceChildren(fragment)
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
