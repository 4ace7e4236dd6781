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

/** docs/behaviour.md §9 "Font check polling every 19 ms with a caller-set timeout". */
export const FONT_CHECK_INTERVAL = 19

/** How long a font is waited for before the wait is logged as failed. @default 10000 (ms) */
export const DEFAULT_FONT_TIMEOUT = 10_000

/** The font provider's base URL: `<base>/css2?family=...` and `<base>/icon?family=...`. */
export const DEFAULT_PROVIDER_BASE = 'https://fonts.googleapis.com'

/**
 * Icon fonts Strata knows, by family: their stylesheet, relative to the provider base (a site
 * points them elsewhere with the `icons` option).
 */
export const ICON_FONTS: Readonly<Record<string, string>> = {
  'Material Icons': 'icon?family=Material+Icons',
  'Material Icons Outlined': 'icon?family=Material+Icons+Outlined',
  'Material Icons Round': 'icon?family=Material+Icons+Round',
  'Material Icons Sharp': 'icon?family=Material+Icons+Sharp',
  'Material Icons Two Tone': 'icon?family=Material+Icons+Two+Tone',
  'Font Awesome': 'font-awesome/4.7.0/css/font-awesome.min.css',
}
