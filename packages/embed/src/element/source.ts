import type { ModuleSource, RawRecord, RestOptions } from '@strata/core'

/** Where a `<strata-slider>` takes its module from, and the site's endpoints. */
export interface ElementSource {
  module: ModuleSource
  rest?: RestOptions
}

/** The inline module: a `<script type="application/json">` child. */
export const INLINE_SELECTOR = ':scope > script[type="application/json"]'

function isRecord(v: unknown): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * The element's module (docs/embed.md "The custom element"), first found wins: the inline JSON
 * child, `src` (a `.json` URL), `module-id`, `alias`; `rest-base` / `ajax-url` name the site's
 * endpoints. `given` (the element's `module` property) wins over all of them, the endpoints
 * still read. `undefined` when there is none yet (the parser may not have reached the child);
 * `{ error }` when the inline JSON cannot be read.
 */
export function readSource(
  el: Element,
  given?: ModuleSource,
): ElementSource | { error: string } | undefined {
  const attr = (name: string) => el.getAttribute(name)?.trim() || undefined
  const base = attr('rest-base')
  const ajaxUrl = attr('ajax-url')
  const rest = base || ajaxUrl ? { ...(base && { base }), ...(ajaxUrl && { ajaxUrl }) } : undefined
  const inline = !given && el.querySelector(INLINE_SELECTOR)
  let module = given
  if (inline) {
    try {
      const data: unknown = JSON.parse(inline.textContent ?? '')
      if (!isRecord(data)) return { error: 'the inline module must be a JSON object' }
      module = data
    } catch (error) {
      return { error: `the inline module is not valid JSON (${(error as Error).message})` }
    }
  } else {
    const src = attr('src')
    const id = attr('module-id')
    const alias = attr('alias')
    module ||= src ?? (id ? { id } : alias ? { alias } : undefined)
  }
  if (!module) return undefined
  return rest ? { module, rest } : { module }
}

/** The `plugins` attribute: names separated by spaces or commas; `undefined` when absent. */
export function pluginNames(el: Element): string[] | undefined {
  return el
    .getAttribute('plugins')
    ?.split(/[\s,]+/)
    .filter(Boolean)
}

/**
 * Whether the parser has gone past the element, so no child of the markup is still to come: the
 * document's last node (where the parser adds) is outside it.
 */
export function parsedPast(el: Element): boolean {
  let last: Node = el.ownerDocument
  while (last.lastChild) last = last.lastChild
  return !el.contains(last)
}
