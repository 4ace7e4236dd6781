import type { RawValue } from '@strata/core'
import type { StreamKit } from '../expand/stream-kit'
import { isRec } from '../raw-record'
import type { FeedItem } from '../sources/types'
import { escapeHtml, textOf } from './text'

/** Where a placeholder stands decides how its value is made safe. */
type Context = 'html' | 'link' | 'media' | 'text'

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
  if (URL_FIELDS.has(name) && raw) {
    const url = kit.safeUrl(raw, context === 'media' || name === 'image' ? 'media' : 'link')
    if (url === undefined) report(name, `refused URL "${raw.slice(0, 80)}"; left empty`)
    return context === 'html' ? escapeHtml(url ?? '') : (url ?? '')
  }
  if (context === 'html' && name === 'content') {
    const { html, removed } = kit.sanitizeHtml(raw, 'feed')
    if (removed.length) report(name, `removed from the feed's HTML: ${removed.join(', ')}`)
    return html
  }
  const text = textOf(raw, kit)
  return context === 'html' ? escapeHtml(text) : text
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
  const fill = (mark: string, name: string) =>
    Object.hasOwn(item, name) ? valueFor(item, name, context, report, kit) : mark
  if (context === 'html')
    return text.replace(HTML_MARK, (mark, attr?: string, quote = '', link?: string, name = '') => {
      if (!attr || !link || !Object.hasOwn(item, link)) return fill(mark, name)
      const value = fill(mark, link)
      return value && attr + value + quote
    })
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
 * are dropped. `kit`: core's URL check, sanitiser and markup stripper, handed to the chunk.
 */
export function fillTemplate(
  template: RawValue,
  item: FeedItem,
  report: FeedReporter,
  kit: FillKit,
  key = '',
): RawValue {
  if (typeof template === 'string') return fillString(template, key, item, report, kit)
  if (Array.isArray(template)) return template.map((v) => fillTemplate(v, item, report, kit, key))
  if (!isRec(template)) return template
  const out: Record<string, RawValue> = {}
  for (const [k, v] of Object.entries(template))
    if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype')
      out[k] = fillTemplate(v, item, report, kit, k)
  return out
}
