import type { PartNormaliser, RawRecord, RawValue, Reporter } from '@strata/core'
import { absent, entries, isRec, parseNumber, quiet, str } from '@strata/core/kit'
import { DEFAULT_WEIGHT, ICON_FONTS, WEB_SAFE_FONTS } from './defaults'
import type { FontRecord, FontWeights } from './types'

/** The provider name of a family: the first of a stack, unquoted. */
export function fontName(family: string): string {
  return (family.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '')
}

/** docs/behaviour.md §5: web-safe fonts are never requested from the font provider. */
export function isWebSafe(family: string): boolean {
  const n = fontName(family).toLowerCase()
  return WEB_SAFE_FONTS.some((w) => n.startsWith(w))
}

/**
 * A family name safe to put in a URL and a CSS rule: letters, digits, spaces, `_`, `.`, `-`.
 * Quotes, `;`, braces or slashes left after unquoting could break out of the rule.
 */
export function isSafeFamily(name: string): boolean {
  return /^[\p{L}\p{N} _.-]+$/u.test(name)
}

/** The known icon font a family names (case aside), if any. */
export function iconFont(family: string): string | undefined {
  const n = fontName(family).toLowerCase()
  return Object.keys(ICON_FONTS).find((k) => k.toLowerCase() === n)
}

/** Weights as a list (`[400, 700]`), a text list (`'400,700'`) or a map (`{ 400: true }`). */
function weights(v: RawValue, report: Reporter, p: string): FontWeights {
  const out: FontWeights = {}
  const list: RawValue[] = absent(v)
    ? []
    : isRec(v)
      ? Object.keys(v).filter((k) => v[k])
      : typeof v === 'string'
        ? v.split(',')
        : Array.isArray(v)
          ? v
          : [v]
  for (const w of list) {
    const n = parseNumber(w)
    // From 100: a provider refuses `wght@-100`, and its failure stops every font of the page.
    if (n && n % 100 === 0 && n >= 100 && n <= 900) out[n] = 0
    else report(p, `bad weight ${JSON.stringify(w)}; ignored`)
  }
  return out
}

/** A font named in the data, at its path: a family with its weights, url and icon flag. */
interface NamedFont {
  path: string
  family: string
  record: RawRecord
}

/**
 * `settings.fonts` (a list, or an object keyed by family; items are records or family names) and
 * the fonts the module's resources name (`resources` / `addOns` records with `fontfamily`,
 * `fonticon`, `fonts`, `css`, `url`; docs/data-format/fonts.md) -> FontRecord[], one per family,
 * weights merged.
 */
export const fontsPart: PartNormaliser = {
  module(raw, model, report) {
    const s = isRec(raw.settings) ? raw.settings : {}
    const byName = new Map<string, FontRecord>()
    const add = ({ path: p, family, record: r }: NamedFont) => {
      const name = fontName(family)
      if (!name) {
        report(p, 'must name a font family; ignored')
        return
      }
      if (!isSafeFamily(name)) {
        report(p, `unsafe font family ${JSON.stringify(name)}; ignored`)
        return
      }
      const f = byName.get(name) ?? {
        name,
        family,
        normal: {},
        italic: {},
        url: str(r.url, '', report, `${p}.url`),
        webSafe: isWebSafe(name),
        icon: false,
      }
      // Checked before the record takes it: an ignored item leaves the family as it was.
      const icon = f.icon || r.icon === true
      if (icon && !f.url && !iconFont(name)) {
        report(p, `unknown icon font ${JSON.stringify(name)}; not loaded (give its stylesheet url)`)
        return
      }
      f.icon = icon
      Object.assign(f.normal, weights(r.normal ?? r.weights, report, `${p}.normal`))
      Object.assign(f.italic, weights(r.italic, report, `${p}.italic`))
      byName.set(name, f)
    }
    // Keys of an object are family names; indexes of a list are not.
    const keyed = !Array.isArray(s.fonts)
    for (const [k, v] of entries(s.fonts, report, 'settings.fonts')) {
      const p = `settings.fonts.${k}`
      const r = isRec(v) ? v : {}
      // `{ Roboto: true }` and `['Roboto']` name the family; records may also carry it.
      const family = isRec(v)
        ? str(r.family ?? r.name ?? (keyed ? k : ''), '', report, p)
        : typeof v === 'string'
          ? v
          : v === true && keyed
            ? k
            : ''
      add({ path: p, family, record: r })
    }
    for (const named of resourceFonts(raw, report)) add(named)
    for (const f of byName.values()) {
      if (iconFont(f.name)) f.icon = true
      if (!Object.keys(f.normal).length && !Object.keys(f.italic).length)
        f.normal[DEFAULT_WEIGHT] = 0
    }
    model.settings.fonts = [...byName.values()]
  },
}

/**
 * docs/behaviour.md §3 "Resource: id, status, url, fonts, css, fontfamily, fonticon": the fonts a
 * module names in its resources (`resources`, or `addOns` records, keyed by id). `fontfamily`
 * is a family the resource brings (`fonticon: true`: an icon font), `fonts` more families; its
 * stylesheet is its first `css` url, else its `url` (unless a script), else the families load
 * from the provider (an icon font Strata knows from the icon base).
 * Add-ons without font fields are not fonts' business and pass in silence.
 */
function resourceFonts(raw: RawRecord, report: Reporter): NamedFont[] {
  const out: NamedFont[] = []
  for (const source of ['resources', 'addOns'] as const) {
    const list =
      source === 'resources'
        ? entries(raw[source], report, source)
        : entries(raw[source], quiet, source)
    for (const [id, v] of list) {
      if (!isRec(v)) continue
      const p = `${source}.${id}`
      const families = [
        ...(v.fontfamily == null ? [] : [[`${p}.fontfamily`, v.fontfamily] as const]),
        ...(Array.isArray(v.fonts) ? v.fonts : v.fonts == null ? [] : [v.fonts]).map(
          (f, i) => [`${p}.fonts.${i}`, f] as const,
        ),
      ]
      if (!families.length) continue
      const css = Array.isArray(v.css)
        ? v.css.find((c) => typeof c === 'string' && c.trim())
        : v.css
      // A script resource's `url` is its script, not a stylesheet.
      const own = typeof v.url === 'string' && !/\.m?js([?#]|$)/i.test(v.url) ? v.url : ''
      const url = typeof css === 'string' && css.trim() ? css : own
      for (const [path, family] of families) {
        if (typeof family !== 'string') {
          report(path, `must name a font family; ignored`)
          continue
        }
        out.push({ path, family, record: { url, icon: v.fonticon === true } })
      }
    }
  }
  return out
}
