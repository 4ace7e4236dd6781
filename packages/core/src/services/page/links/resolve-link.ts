import { HOSTILE_SCHEMES, schemeOf } from './scheme'

/** docs/behaviour.md §2 "Layer links": how an http(s) link's protocol is chosen. */
export type LinkProtocol = 'auto' | 'keep' | 'http' | 'https'

export type ResolvedLink =
  /** '#', mailto: and tel: stay as they are. */
  | { kind: 'keep'; href: string }
  /** A link to this page with a fragment: scroll to the element with this id. */
  | { kind: 'anchor'; id: string }
  /** Any other link: open in the layer's target window. */
  | { kind: 'open'; href: string }
  /** Not followed; `reason` says why (for the report). */
  | { kind: 'refused'; reason: string }

export interface LinkOptions {
  /** auto = the page's protocol, keep = as written, http or https = forced. @default 'auto' */
  protocol?: LinkProtocol
  /** The page's URL, for relative links and same-page checks. @default location.href */
  page?: string
}

const KEPT = ['mailto', 'tel']

/**
 * Decides what a layer link does (docs/behaviour.md §2): '#', mailto: and tel: are kept; a same-page link
 * scrolls to its anchor; http(s) links open with the protocol setting applied. javascript:,
 * data: and vbscript: (however disguised), other schemes and malformed URLs are refused.
 */
export function resolveLink(
  href: unknown,
  readHash: (hash: string) => string,
  options: LinkOptions = {},
): ResolvedLink {
  if (typeof href !== 'string' || !href.trim()) return { kind: 'refused', reason: 'no link given' }
  const link = href.trim()
  const scheme = schemeOf(link)
  if (HOSTILE_SCHEMES.includes(scheme))
    return { kind: 'refused', reason: `${scheme}: links are refused` }
  if (link === '#' || KEPT.includes(scheme)) return { kind: 'keep', href: link }
  const page = options.page ?? globalThis.location?.href ?? 'http://localhost/'
  let url: URL
  try {
    url = new URL(link, page)
  } catch {
    return { kind: 'refused', reason: `"${link}" is not a valid URL` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { kind: 'refused', reason: `${url.protocol} links are not followed` }
  const here = new URL(page)
  const id = readHash(url.hash)
  if (id && url.origin + url.pathname + url.search === here.origin + here.pathname + here.search)
    return { kind: 'anchor', id }
  const protocol = options.protocol ?? 'auto'
  // Only a written scheme can be kept; a relative link already follows the page.
  const pageIsWeb = here.protocol === 'http:' || here.protocol === 'https:'
  if (protocol === 'auto' && scheme && pageIsWeb) url.protocol = here.protocol
  else if (protocol === 'http' || protocol === 'https') url.protocol = `${protocol}:`
  return { kind: 'open', href: url.href }
}
