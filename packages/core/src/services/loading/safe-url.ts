/** Schemes that would run code or smuggle content when used as a resource address. */
const HOSTILE = /^(javascript|data|vbscript|blob|file):/i

/** Any scheme: only http(s) (or none, for relative addresses) is allowed. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * The address as a browser's URL parser reads it: tabs and newlines anywhere, and leading
 * control characters or spaces, are dropped — so `java\tscript:` is `javascript:`.
 */
function asParsed(url: string) {
  const text = url.replace(/[\t\n\r]/g, '')
  let start = 0
  while (start < text.length && text.charCodeAt(start) <= 0x20) start++
  return text.slice(start)
}

/**
 * Why `url` cannot be used as a resource address, or undefined when it can. Relative,
 * protocol-relative and http(s) addresses pass; anything else is refused (never fetched).
 */
export function refuseUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return 'must be a URL string'
  const text = asParsed(url).trim()
  if (text === '') return 'must not be empty'
  if (text.length > 4096) return 'is longer than 4096 characters'
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase()
  if (HOSTILE.test(text) || (scheme && scheme !== 'http' && scheme !== 'https')) {
    return `uses a refused scheme (${scheme}:)`
  }
  return undefined
}
