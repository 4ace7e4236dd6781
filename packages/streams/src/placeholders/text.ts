import { stripMarkup } from '@strata/core/kit'

/**
 * The text of an untrusted HTML string: markup gone, entities decoded (`&#8217;` is ’). An
 * inert document parses it (no script runs, nothing loads); without a DOM, tags are stripped.
 */
export const textOf = (html: string): string => {
  if (!/[<&]/.test(html)) return html
  const Parser = globalThis.DOMParser
  if (!Parser) return stripMarkup(html)
  return new Parser().parseFromString(html, 'text/html').body.textContent ?? ''
}

/** Text made safe to stand in HTML, in element content and in quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/**
 * The first `limit` words of `html`'s text (docs/behaviour.md §3 "excerptLimit 55"); an ellipsis
 * says when words were cut.
 */
export const excerpt = (html: string, limit: number): string => {
  const words = textOf(html).split(/\s+/).filter(Boolean)
  return words.length > limit ? `${words.slice(0, limit).join(' ')}…` : words.join(' ')
}
