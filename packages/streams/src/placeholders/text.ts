import type { StreamKit } from '../expand/stream-kit'

/**
 * The text of an untrusted HTML string: markup gone, entities decoded (`&#8217;` is ’). An
 * inert document parses it (no script runs, nothing loads); without a DOM, core's `stripMarkup`
 * (`kit`) strips the tags.
 */
export function textOf(html: string, kit: Pick<StreamKit, 'stripMarkup'>): string {
  if (!/[<&]/.test(html)) return html
  const Parser = globalThis.DOMParser
  if (!Parser) return kit.stripMarkup(html)
  return new Parser().parseFromString(html, 'text/html').body.textContent ?? ''
}

/**
 * Text made safe to stand in HTML, in element content and in quoted attributes; in an attribute
 * (`where` 'attr'), also in an unquoted one: its spaces, `=` and backticks become references.
 */
export function escapeHtml(text: string, where?: string): string {
  return text.replace(
    where === 'attr' ? /[&<>"'\s=`]/g : /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ??
      `&#${c.charCodeAt(0)};`,
  )
}

/**
 * The first `limit` words of `html`'s text (docs/behaviour.md §3 "excerptLimit 55"); an ellipsis
 * says when words were cut.
 */
export function excerpt(html: string, limit: number, kit: Pick<StreamKit, 'stripMarkup'>): string {
  const words = textOf(html, kit).split(/\s+/).filter(Boolean)
  return words.length > limit ? `${words.slice(0, limit).join(' ')}…` : words.join(' ')
}
