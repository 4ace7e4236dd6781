import type { RawValue } from '@strata/core'
import type { StreamKit } from '../expand/stream-kit'
import { isRec } from '../raw-record'
import type { FeedItem } from '../sources/types'
import { escapeHtml, textOf } from './text'

/** Where a placeholder stands decides how its value is made safe (`attr`: inside an HTML tag). */
type Context = 'html' | 'attr' | 'link' | 'media' | 'text'

/** Item fields that are URLs: refused unless http(s), mailto, tel, `#` or relative. */
const URL_FIELDS = new Set(['image', 'link'])
/** Template keys that hold a URL: an image or media source, or a link. */
const MEDIA_KEYS = new Set(['src', 'image', 'poster', 'thumb', 'admin'])
const LINK_KEYS = new Set(['link', 'url', 'href'])
const MARK = /\{\{\s*([\w-]+)\s*\}\}/g
/**
 * In HTML, also a link attribute whose whole value is one placeholder (`href="{{link}}"`). Left
 * empty (an item without a link, or a refused one, already reported) it would be this page, which
 * a click reloads: the fill drops it, so an item that simply has no link is nothing to report. An
 * author's own `href=""` is no placeholder's doing and stays, for the sanitiser to report.
 */
const HTML_MARK =
  /(\s(?:xlink:)?href\s*=\s*(["']))\{\{\s*([\w-]+)\s*\}\}\2|\{\{\s*([\w-]+)\s*\}\}/gi

function contextOf(key: string): Context {
  return MEDIA_KEYS.has(key)
    ? 'media'
    : LINK_KEYS.has(key)
      ? 'link'
      : key === 'text'
        ? 'html'
        : 'text'
}

/** Reports a problem with one of the feed's values; `field` names the item's field. */
export type FeedReporter = (field: string, message: string) => void

/** Core's helpers the placeholders use, handed to the feed chunk (see {@link StreamKit}). */
export type FillKit = Pick<StreamKit, 'safeUrl' | 'sanitizeHtml' | 'stripMarkup'>

/**
 * One item's value for a placeholder in `context`, made safe there. Feed strings are untrusted
 * (docs/behaviour.md §2 layer links): HTML goes through the one sanitiser's 'feed' policy, text is
 * escaped, URLs are checked by `safeUrl` (a refused one becomes '' and is reported).
 */
function valueFor(
  item: FeedItem,
  name: string,
  context: Context,
  report: FeedReporter,
  kit: FillKit,
) {
  const raw = item[name] ?? ''
  const markup = context === 'html' || context === 'attr'
  if (URL_FIELDS.has(name) && raw) {
    const url = kit.safeUrl(raw, context === 'media' || name === 'image' ? 'media' : 'link')
    if (url === undefined) report(name, `refused URL "${raw.slice(0, 80)}"; left empty`)
    if (!markup) return url ?? ''
    // In a tag, its quotes, brackets and spaces are encoded: in a style's `url('{{image}}')`
    // they would end the URL and add declarations of the feed's own.
    const encoded =
      context === 'attr'
        ? url?.replace(
            /["'()\\\t\n\f\r ]/g,
            (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
          )
        : url
    return escapeHtml(encoded ?? '', context)
  }
  // Sanitised HTML leaves a text's quotes as they are: in an attribute it would end it.
  if (context === 'html' && name === 'content') {
    const { html, removed } = kit.sanitizeHtml(raw, 'feed')
    if (removed.length) report(name, `removed from the feed's HTML: ${removed.join(', ')}`)
    return html
  }
  const text = textOf(raw, kit)
  return markup ? escapeHtml(text, context) : text
}

/** A template string with the item's placeholders replaced; names the item lacks stay. */
function fillString(
  text: string,
  key: string,
  item: FeedItem,
  report: FeedReporter,
  kit: FillKit,
): string {
  if (!text.includes('{{')) return text
  const context = contextOf(key)
  const fill = (mark: string, name: string, at = context) =>
    Object.hasOwn(item, name) ? valueFor(item, name, at, report, kit) : mark
  if (context === 'html')
    return text.replace(
      HTML_MARK,
      (mark, attr?: string, quote = '', link?: string, name = '', offset = 0) => {
        // Inside a tag (after a `<` not yet closed), the value is an attribute's: a feed's quote
        // or space there would end it and add attributes of the feed's own (`style`, `id`).
        const at = text.lastIndexOf('<', offset) > text.lastIndexOf('>', offset) ? 'attr' : context
        if (!attr || !link || !Object.hasOwn(item, link)) return fill(mark, name, at)
        const value = fill(mark, link, at)
        return value && attr + value + quote
      },
    )
  const filled = text.replace(MARK, fill)
  if (!filled || filled === text || (context !== 'link' && context !== 'media')) return filled
  // A URL key built around a placeholder (`https://x/{{id}}`) is checked as a whole too.
  const url = kit.safeUrl(filled, context)
  if (url === undefined) report(key, `refused URL "${filled.slice(0, 80)}"; left empty`)
  return url ?? ''
}

/**
 * A deep copy of a template slide (or any part of it) with the item's placeholders filled:
 * in layer text (`text` keys: HTML), in URL keys (`src`, `image`, `link`, `href`...) and in
 * every other string (plain text: titles, params, labels). Keys that could reach the prototype
 * are dropped. Past 32 levels (circular or hostile data; real exports nest about 8) the rest is
 * left unfilled: copying it would overflow the stack. `kit`: core's URL check, sanitiser and
 * markup stripper, handed to the chunk.
 */
export function fillTemplate(
  template: RawValue,
  item: FeedItem,
  report: FeedReporter,
  kit: FillKit,
  key = '',
  depth = 0,
): RawValue {
  if (typeof template === 'string') return fillString(template, key, item, report, kit)
  if (depth > 32) return template
  const fill = (v: RawValue, k: string) => fillTemplate(v, item, report, kit, k, depth + 1)
  if (Array.isArray(template)) return template.map((v) => fill(v, key))
  if (!isRec(template)) return template
  const out: Record<string, RawValue> = {}
  for (const [k, v] of Object.entries(template))
    if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype') out[k] = fill(v, k)
  return out
}
