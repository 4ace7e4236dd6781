import type { Css } from '../position-css'

/*
 * The declarations most layers share, in one stylesheet instead of every layer's inline style
 * (issue #25: Chromium parsing them in each layer's `cssText` was about 6 % of a real export's
 * script over 10 changes; docs/performance.md, "Thirty-seventh session"). A layer whose value
 * differs still writes it inline, where it wins over any stylesheet.
 */

/** A layer wrapper's values unless its data says otherwise (see `wrapperCss`). */
export const WRAPPER_DEFAULTS: Readonly<Css> = {
  display: 'block',
  'box-sizing': 'border-box',
  'pointer-events': 'auto',
  'margin-top': '0px',
  'margin-right': '0px',
  'margin-bottom': '0px',
  'margin-left': '0px',
  float: 'none',
  clear: 'none',
  width: 'auto',
  height: 'auto',
  'min-width': '0px',
  'min-height': '0px',
  'max-width': 'none',
  'max-height': 'none',
  // Never written inline: here so that a host page's rules cannot reach them either.
  padding: '0px',
  border: '0px none',
  'background-color': 'transparent',
  'mix-blend-mode': 'normal',
}

/** A layer element's values unless its data says otherwise (see `styleCss`, `sidesCss`). */
export const ELEMENT_DEFAULTS: Readonly<Css> = {
  'box-sizing': 'border-box',
  position: 'relative',
  margin: '0px',
  display: 'block',
  'font-weight': '400',
  'letter-spacing': '0px',
  'font-style': 'normal',
  'white-space': 'nowrap',
  'text-transform': 'none',
  'background-color': 'transparent',
  'border-style': 'none',
  'border-width': '0px 0px 0px 0px',
  'border-color': 'transparent',
  'border-radius': '0px 0px 0px 0px',
  'mix-blend-mode': 'normal',
  cursor: 'auto',
  'padding-top': '0px',
  'padding-right': '0px',
  'padding-bottom': '0px',
  'padding-left': '0px',
  // Never written inline: here so that a host page's rules cannot reach them either.
  float: 'none',
  clear: 'none',
  'min-width': '0px',
  'min-height': '0px',
  'max-width': 'none',
  'max-height': 'none',
}

/** The box of a slide's layers and of their grid, which their style sets no more of. */
const BOX: Readonly<Css> = {
  'box-sizing': 'border-box',
  margin: '0px',
  padding: '0px',
  border: '0px none',
  'min-width': '0px',
  'min-height': '0px',
  'max-width': 'none',
  'max-height': 'none',
}

/**
 * The sheet's text. Three `:not(#\#)` weigh as three ids: a host page's rules (`#main h1`,
 * `.entry-content div`) cannot reach a layer through the sheet any more than through its inline
 * style, which only `!important` beats either way.
 */
export function defaultsSheetText(): string {
  let text = ''
  const rules = {
    'layer-wrap': WRAPPER_DEFAULTS,
    layer: ELEMENT_DEFAULTS,
    layers: BOX,
    'layer-grid': BOX,
  }
  for (const [name, css] of Object.entries(rules)) {
    text += `.strata-${name}${':not(#\\#)'.repeat(3)}{`
    for (const prop in css) text += `${prop}:${css[prop]};`
    text += '}'
  }
  return text
}

/** Each document's or shadow root's sheet: adopted, or a `<style>` where sheets cannot be. */
const sheets = new WeakMap<Document | ShadowRoot, CSSStyleSheet | HTMLStyleElement>()

/**
 * Makes sure the document (or shadow root) `node` is in has the defaults sheet: a constructed,
 * adopted sheet (no `<style>` a content security policy could refuse), else a `<style>`. Shared
 * by every module of the page; a page that replaced its adopted sheets gets it back at the next
 * slide build.
 */
export function adoptDefaults(node: Node): void {
  const doc = node.ownerDocument
  const root = node.getRootNode()
  const scope = root.nodeType === 11 && 'host' in root ? (root as ShadowRoot) : doc
  if (!scope || !doc) return
  const list = scope.adoptedStyleSheets
  let had = sheets.get(scope)
  if (had && ('isConnected' in had ? had.isConnected : list.includes(had))) return
  const Sheet = list && doc.defaultView?.CSSStyleSheet
  if (Sheet) {
    if (!had) {
      had = new Sheet()
      had.replaceSync(defaultsSheetText())
    }
    scope.adoptedStyleSheets = [...list, had as CSSStyleSheet]
  } else {
    had = doc.createElement('style')
    had.textContent = defaultsSheetText()
    ;(scope === doc ? (doc.head ?? doc.documentElement) : scope).append(had)
  }
  sheets.set(scope, had)
}
