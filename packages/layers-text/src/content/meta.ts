import type { Warn } from '../position-css'
import type { Meta } from './index'

/*
 * The placeholder chunk (loaded by ./index when some layer text has `{{`): finds the
 * `{{name}}` marks in a layer's text and says what each shows. It imports nothing the package's
 * entry has (a shared module would become a third file of the first download).
 */

const META_MARK = /\{\{\s*([\w-]+)\s*\}\}/g

/**
 * A placeholder's meaning: `current_slide_index` / `slide_index` → `index`, `total_slide_count` /
 * `slide_count` → `count`, `slide_title` / `current_slide_title` → `title`, the same for
 * `description`, and `param1`…`param10`; undefined for any other name.
 */
function metaName(raw: string): string | undefined {
  const name = raw.toLowerCase().replace(/^(current_|total_)?(slide_)?/, '')
  return /^(index|count|title|description|param([1-9]|10))$/.test(name) ? name : undefined
}

/** What placeholder `name` (as `markMeta` kept it) shows for `meta`. */
export function metaText(name: string, { index, count, slide }: Meta): string {
  return name === 'index'
    ? `${index + 1}`
    : name === 'count'
      ? `${count}`
      : name[0] === 'p'
        ? (slide?.params[Number(name.slice(5)) - 1]?.value ?? '')
        : (slide?.[name as 'title'] ?? '')
}

/**
 * Fills the placeholder spans (of `className`) in `element` with what they show for `meta`;
 * returns whether it has any (./index `setMeta`).
 */
export function fillMeta(element: HTMLElement, meta: Meta, className: string): boolean {
  const spans = element.querySelectorAll<HTMLElement>(`.${className}`)
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as HTMLElement
    const text = metaText(span.dataset.meta as string, meta)
    if (span.textContent !== text) span.textContent = text
  }
  return spans.length > 0
}

/**
 * Turns each known `{{name}}` in the text of `fragment` into an empty span of `className` that
 * `setMeta` fills; unknown names stay as written, each reported once at `path` (here, not in
 * ./index: only texts with placeholders run it).
 */
export function markMeta(
  fragment: DocumentFragment,
  className: string,
  warn: Warn,
  path: string,
): void {
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
      span.className = className
      span.dataset.meta = name
      parts.push(node.data.slice(at, m.index), span)
      at = (m.index as number) + m[0].length
    }
    if (at) node.replaceWith(...parts, node.data.slice(at))
  }
  for (const name of new Set(unknown))
    warn(path, `not supported yet: placeholder {{${name}}}; shown as written`)
}
