import { adoptCss } from '@strata/core/kit'
import type { Css } from '../position-css'

/*
 * The declarations most layers share, in one stylesheet instead of every layer's inline style
 * (issue #25: a real export's layer wrote 67 inline declarations, now 22, and writing them fell
 * from 7.9 to 4.6 % of its JS over 10 changes; docs/performance-log.md, "Thirty-seventh session").
 * A layer whose value differs still writes it inline, where it wins over any stylesheet.
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
  let out = ''
  const rules = {
    'layer-wrap': WRAPPER_DEFAULTS,
    layer: ELEMENT_DEFAULTS,
    layers: BOX,
    'layer-grid': BOX,
  }
  for (const [name, css] of Object.entries(rules)) {
    out += `.strata-${name}${':not(#\\#)'.repeat(3)}{`
    for (const prop in css) out += `${prop}:${css[prop]};`
    out += '}'
  }
  return out
}

let text: string | undefined

/**
 * Makes sure the document (or shadow root) `node` is in has the defaults sheet (`adoptCss`):
 * shared by every module of the page.
 */
export function adoptDefaults(node: Node): void {
  text ??= defaultsSheetText()
  adoptCss(node, text)
}
