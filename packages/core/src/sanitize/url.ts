/** Where a URL goes: a link (`href`) or a media source (`src`, `poster`, a background image). */
export type UrlUse = 'link' | 'media'

/** Schemes each use accepts (docs/security.md); everything else with a scheme is refused. */
const SCHEMES: Readonly<Record<UrlUse, readonly string[]>> = {
  link: ['http', 'https', 'mailto', 'tel'],
  media: ['http', 'https'],
}
/** Inline images a media source may be (an image never runs script). */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]+/g
const SCHEME = /^([a-z][a-z\d+.-]*):/i
const NAMED: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
}

/** Character references a URL written into HTML would have decoded: `&#106;`, `&#x6A;`, `&colon;`. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (all, name: string) => NAMED[name.toLowerCase()] ?? all)
}

/** The scheme a browser would read, lower-cased, or undefined for a relative URL or `#x`. */
function schemeOf(s: string): string | undefined {
  return SCHEME.exec(s.replace(IGNORED, ''))?.[1]?.toLowerCase()
}

function accepted(s: string, use: UrlUse): boolean {
  const scheme = schemeOf(s)
  if (scheme === undefined) return true
  if (SCHEMES[use].includes(scheme)) return true
  return use === 'media' && DATA_IMAGE.test(s.replace(IGNORED, ''))
}

/**
 * A URL from module data or a feed, trimmed, when it is safe where it goes: http(s), `mailto:` and
 * `tel:` for links, http(s) and inline images (`data:image/...`) for media, `#...` and relative
 * URLs for both. Undefined when refused: any other scheme (`javascript:`, `data:text/html`,
 * `vbscript:`...), also when hidden by whitespace, control characters or character references.
 * @default allowed 'link'
 */
export function safeUrl(url: string, allowed: UrlUse = 'link'): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  return accepted(trimmed, allowed) && accepted(decodeEntities(trimmed), allowed)
    ? trimmed
    : undefined
}
