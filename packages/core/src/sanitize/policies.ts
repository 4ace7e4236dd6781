import type { Config } from 'dompurify'

/**
 * Who wrote the HTML: `layer` (layer text from the module's owner), `template` (nav and skin
 * templates), `feed` (items fetched from a stream: the least trusted, no SVG, no inline styles).
 */
export type HtmlPolicy = 'layer' | 'template' | 'feed'

/** Links: http(s), mailto, tel, `#` and relative (a scheme-less value). */
export const LINK_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

/** Elements no authored HTML keeps: they run code, load documents, restyle or leave the page. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'meta',
  'base',
  'link',
  'noscript',
  'template',
  // Forms submit and navigate the page even without a script.
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'output',
  'fieldset',
  'keygen',
  // SVG animation that can rewrite an attribute (`<set attributeName="href" to="javascript:...">`).
  'animate',
  'set',
  'discard',
  'foreignobject',
  'use',
]
const FORBID_ATTR = ['srcdoc', 'action', 'formaction', 'form', 'ping', 'http-equiv']

const base: Config = {
  ALLOWED_URI_REGEXP: LINK_URI,
  FORBID_TAGS,
  FORBID_ATTR,
  ADD_ATTR: ['target'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
}

/** The DOMPurify configuration of each policy (docs/security.md lists what each keeps). */
export const POLICIES: Readonly<Record<HtmlPolicy, Config>> = {
  layer: { ...base, USE_PROFILES: { html: true, svg: true, svgFilters: true } },
  template: { ...base, USE_PROFILES: { html: true, svg: true, svgFilters: true } },
  feed: {
    ...base,
    USE_PROFILES: { html: true },
    // A feed binds no layer actions (`data-strata-actions`, docs/behaviour.md §2.7): its links
    // are its own `<a>` elements, checked as links.
    FORBID_ATTR: [...FORBID_ATTR, 'style', 'id', 'data-strata-actions'],
  },
}
