/**
 * docs/behaviour.md §5: "Web-safe fonts (arial, palatino, times new roman, georgia, tahoma, trebuchet,
 * verdana, courier, impact, comic sans) are never requested from the font provider."
 * A family matches when its name starts with one (`Courier New`, `Trebuchet MS`).
 */
export const WEB_SAFE_FONTS = [
  'arial',
  'palatino',
  'times new roman',
  'georgia',
  'tahoma',
  'trebuchet',
  'verdana',
  'courier',
  'impact',
  'comic sans',
] as const

/**
 * docs/behaviour.md §9 "Font subsets by code point: latin, latin-ext, cyrillic, greek, vietnamese":
 * `[subset, first, last]` code points, most specific first.
 */
export const FONT_SUBSETS: readonly (readonly [string, number, number])[] = [
  ['vietnamese', 0x1ea0, 0x1ef9],
  ['latin', 0, 0xff],
  ['latin-ext', 0x100, 0x24f],
  ['greek', 0x370, 0x3ff],
  ['cyrillic', 0x400, 0x4ff],
]

/** Weight when a font names none. @default 400 */
export const DEFAULT_WEIGHT = 400
