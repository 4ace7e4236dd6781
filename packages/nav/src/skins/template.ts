import type { RawRecord, RawValue, Reporter, SlideModel } from '@strata/core'
import { isRec } from '../raw-record'

const CSS_MARK = /##([\w-]+)##/g
const HTML_MARK = /\{\{\s*([\w-]+)\s*\}\}/g

/**
 * A placeholder value as authored: a scalar, a colour object (`{ type, orig, string }`), or a
 * record holding one of those as `data`, `v`, `value` or `def` (a placeholder with its editor
 * data, `{ title, type, data }`).
 */
export function placeholderValue(v: RawValue, depth = 0): string | undefined {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (isRec(v) && depth < 3) {
    for (const k of ['data', 'v', 'value', 'def', 'string', 'orig']) {
      const inner = v[k]
      if (typeof inner === 'string' || typeof inner === 'number') return String(inner)
      if (isRec(inner)) {
        const found = placeholderValue(inner, depth + 1)
        if (found !== undefined) return found
      }
    }
  }
  return undefined
}

/**
 * Placeholder values: the skin's own, then `skinDefaults`, then the site owner's `skinCustom` on
 * top. Exports flag each custom value with `<name>-def`: `false` leaves the default in place.
 */
export function placeholderValues(...layers: readonly RawRecord[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) {
      const flag = layer[`${k}-def`]
      if (k.endsWith('-def') || flag === false || flag === 'false') continue
      const value = placeholderValue(v)
      // `;` `{` `}` `<` would let a value break out of its declaration or the style element.
      if (value !== undefined && !/[;{}<]/.test(value)) out[k] = value
    }
  }
  return out
}

/**
 * Fills a skin's CSS template: `##name##` becomes its value. Returns undefined when the template
 * is broken (a stray `##`, unbalanced braces, or markup), after reporting at `path`; a placeholder
 * with no value is reported and left empty.
 */
export function fillCss(
  css: string,
  values: Readonly<Record<string, string>>,
  report: Reporter,
  path: string,
): string | undefined {
  const rest = css.replace(CSS_MARK, '')
  const opens = (css.match(/\{/g) ?? []).length
  if (rest.includes('##') || opens !== (css.match(/\}/g) ?? []).length || /<\/?style/i.test(css)) {
    report(
      path,
      'is not a valid CSS template (stray ## or unbalanced braces); using the default skin',
    )
    return undefined
  }
  const missing = new Set<string>()
  const out = css.replace(CSS_MARK, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    if (value === undefined) missing.add(name)
    return value ?? ''
  })
  for (const name of missing) report(path, `has no value for ##${name}##; left empty`)
  return out
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The slide placeholders of HTML templates: title, description, param1..10, thumb, index, count. */
export function slidePlaceholders(slide: SlideModel, count: number, thumb: string) {
  const out: Record<string, string> = {
    title: slide.title,
    description: slide.description,
    thumb,
    index: String(slide.index + 1),
    count: String(count),
  }
  slide.params.forEach((p, i) => {
    out[`param${i + 1}`] = p.value
  })
  return out
}

/**
 * Fills a skin's HTML template: `{{name}}` (slide placeholders) and `##name##` (skin values) become
 * their values, escaped. Returns undefined when the template is broken (a stray `{{` or `##`).
 * Unknown names are left empty (a slide may simply lack param 7).
 */
export function fillHtml(
  html: string,
  values: Readonly<Record<string, string>>,
  report: Reporter,
  path: string,
): string | undefined {
  const rest = html.replace(HTML_MARK, '').replace(CSS_MARK, '')
  if (rest.includes('{{') || rest.includes('}}') || rest.includes('##')) {
    report(path, 'is not a valid HTML template (stray {{ or ##); using the default markup')
    return undefined
  }
  // Own values only: `{{toString}}` or `##constructor##` name nothing.
  const fill = (_: string, name: string) =>
    escapeHtml((Object.hasOwn(values, name) && values[name]) || '')
  return html.replace(HTML_MARK, fill).replace(CSS_MARK, fill)
}
