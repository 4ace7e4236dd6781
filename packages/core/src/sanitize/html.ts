import createDOMPurify, { type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify'
import { domView } from './dom-view'
import { type HtmlPolicy, POLICIES } from './policies'
import { safeUrl } from './url'

/** What `sanitizeHtml` returns: the cleaned markup and what went, named for a report entry. */
export interface SanitizedHtml {
  readonly html: string
  /** Each removed element (`<script>`) or attribute (`onclick on <img>`) once, in order. */
  readonly removed: readonly string[]
}

/** An SVG animation's target attribute that would make it rewrite a link. */
const SMIL_TARGET = /href/i
/** Inline styles that could run code in some engine or bind behaviour. */
const SCRIPTED_STYLE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i

/** Passes before markup that keeps changing is given up on and shown as text. */
const MAX_PASSES = 24

const purifiers = new WeakMap<object, DOMPurify>()

/** One DOMPurify instance per window, with the checks DOMPurify's options cannot express. */
function purifierFor(win: Window & typeof globalThis): DOMPurify {
  const found = purifiers.get(win)
  if (found) return found
  const purify = createDOMPurify(domView(win))
  purify.addHook('uponSanitizeAttribute', (_node, data: UponSanitizeAttributeHookEvent) => {
    const name = data.attrName
    // An empty link is this page, so a click would reload it. It goes, as an empty layer link is
    // refused (a feed's fill drops the ones its placeholders emptied before this sees them).
    if ((name === 'href' || name === 'xlink:href') && !safeUrl(data.attrValue))
      data.keepAttr = false
    // SVG animation of a link target (`animate*`/`set` with `attributeName="href"`) is inert.
    if (name === 'attributename' && SMIL_TARGET.test(data.attrValue)) data.keepAttr = false
    if (name === 'style' && SCRIPTED_STYLE.test(data.attrValue)) data.keepAttr = false
  })
  // A link that opens a new tab gets no handle on this page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element
    if (el.getAttribute?.('target')) el.setAttribute('rel', 'noopener noreferrer')
  })
  purifiers.set(win, purify)
  return purify
}

function nameOf(entry: DOMPurify['removed'][number]): string | undefined {
  if ('element' in entry) {
    const node = entry.element
    // Text and comments DOMPurify drops while it rebuilds the tree are not the author's markup.
    return node.nodeType === 1 ? `<${node.nodeName.toLowerCase()}>` : undefined
  }
  const attr = entry.attribute?.name ?? 'an attribute'
  return `${attr} on <${(entry.from as Element).nodeName.toLowerCase()}>`
}

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Authored or fetched HTML made inert, by the one sanitiser every package uses (DOMPurify
 * underneath; docs/security.md): no script, handler, form, frame, `meta`/`base`/`link`, SMIL
 * animation of a link, or URL other than http(s), mailto, tel, `#` and relative. Without a DOM
 * (server rendering) the markup is escaped as text.
 * @default policy 'layer'
 */
export function sanitizeHtml(html: string, policy: HtmlPolicy = 'layer'): SanitizedHtml {
  const source = typeof html === 'string' ? html : ''
  const win = typeof window === 'undefined' ? undefined : window
  if (!win) return { html: escapeText(source), removed: source.includes('<') ? ['markup'] : [] }
  const purify = purifierFor(win)
  if (!purify.isSupported) return { html: escapeText(source), removed: ['markup'] }
  const removed = new Set<string>()
  let out = source
  // A pass that removed something runs again on its own output, until one removes nothing:
  // markup that a parse -> serialise -> parse round trip turns into something new is cleaned
  // again, and DOMs whose tree walker stops at a removal (happy-dom) still get a full clean.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = String(purify.sanitize(out, { ...POLICIES[policy], RETURN_TRUSTED_TYPE: false }))
    const done = !purify.removed.length || next === out
    out = next
    for (const entry of purify.removed) {
      const name = nameOf(entry)
      if (name) removed.add(name)
    }
    if (done) return { html: out, removed: [...removed] }
  }
  return { html: escapeText(source), removed: [...removed, 'markup'] }
}
