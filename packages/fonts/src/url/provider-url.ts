import { FONT_SUBSETS } from '../defaults'

/** One family as the provider is asked for it. */
export interface FamilyRequest {
  name: string
  normal: readonly number[]
  italic: readonly number[]
}

/**
 * docs/behaviour.md §9: the subsets the text's code points fall in, latin always. With `found`
 * (a module's subsets so far, issue #25), those are added to it and listed too.
 */
export function subsetsOf(text: string, found = new Set<string>(['latin'])): string[] {
  for (const ch of text) {
    const n = ch.codePointAt(0) ?? 0
    const hit = FONT_SUBSETS.find(([, a, b]) => n >= a && n <= b)
    if (hit) found.add(hit[0])
  }
  return FONT_SUBSETS.map(([s]) => s).filter((s) => found.has(s))
}

/** `Open Sans` -> `Open+Sans`: the provider's spelling of a family in a query. */
function plus(name: string): string {
  return encodeURIComponent(name).replace(/%20/g, '+')
}

/**
 * One family's `family=` value (docs/behaviour.md §7 "family, ital and wght parameters"):
 * `Roboto:wght@400;700`, or with italics `Roboto:ital,wght@0,400;1,400` (tuples sorted).
 */
export function familyParam({ name, normal, italic }: FamilyRequest): string {
  const up = [...new Set(normal)].sort((a, b) => a - b)
  const it = [...new Set(italic)].sort((a, b) => a - b)
  if (!it.length) return `${plus(name)}:wght@${up.join(';')}`
  const tuples = [...up.map((w) => `0,${w}`), ...it.map((w) => `1,${w}`)]
  return `${plus(name)}:ital,wght@${tuples.join(';')}`
}

/** Joins a base and a path with one slash between them. */
export function joinUrl(base: string, path: string): string {
  return /^[a-z][a-z\d+.-]*:|^\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path}`
}

/**
 * The provider stylesheet for all of a module's families in one request:
 * `<base>/css2?family=A:wght@400&family=B:ital,wght@0,400;1,700&subset=latin&display=swap`.
 */
export function providerUrl(base: string, families: readonly FamilyRequest[], text = ''): string {
  const params = families.map((f) => `family=${familyParam(f)}`)
  return `${joinUrl(base, 'css2')}?${params.join('&')}&subset=${subsetsOf(text).join(',')}&display=swap`
}
