/**
 * `@strata/core/sanitize`: the one sanitiser for authored and fetched HTML (layer text, nav and
 * skin templates, feed items) and the URL check for links and media sources. A separate entry so
 * a slider that shows no authored HTML does not load DOMPurify (docs/security.md).
 */
export type { SanitizedHtml } from './sanitize/html'
export { sanitizeHtml } from './sanitize/html'
export type { HtmlPolicy } from './sanitize/policies'
export { safeUrl, type UrlUse } from './sanitize/url'
