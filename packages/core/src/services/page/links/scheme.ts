const ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' }

/**
 * The scheme a browser would see in `href`, lowercased, or '' for a relative link. Entities
 * (`&#106;`, `&#x3A;`, `&colon;`), whitespace and control characters are removed first: browsers
 * drop tabs and newlines inside URLs and trim controls, so ` JaVaScRiPt:` and `java\tscript:`
 * both run script.
 */
export function schemeOf(href: string): string {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16) % 0x110000 || 32),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000 || 32))
    .replace(
      /&(colon|tab|newline);/gi,
      (_, name: string) =>
        (Object.hasOwn(ENTITIES, name.toLowerCase()) && ENTITIES[name.toLowerCase()]) || '',
    )
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the trick
  const bare = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  return /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1] ?? ''
}

/** Schemes that run code or smuggle content, refused wherever a link is applied. */
export const HOSTILE_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript']
