import type { PartNormaliser, RawValue, Reporter } from '@strata/core'
import { absent, entries, isRec, parseNumber, str } from '@strata/core/kit'
import { DEFAULT_WEIGHT, ICON_FONTS, WEB_SAFE_FONTS } from './defaults'
import type { FontRecord, FontWeights } from './types'

/** The provider name of a family: the first of a stack, unquoted. */
export const fontName = (family: string): string =>
  (family.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '')

/** docs/behaviour.md §5: web-safe fonts are never requested from the font provider. */
export const isWebSafe = (family: string): boolean => {
  const n = fontName(family).toLowerCase()
  return WEB_SAFE_FONTS.some((w) => n.startsWith(w))
}

/**
 * A family name safe to put in a URL and a CSS rule: letters, digits, spaces, `_`, `.`, `-`.
 * Quotes, `;`, braces or slashes left after unquoting could break out of the rule.
 */
export const isSafeFamily = (name: string): boolean => /^[\p{L}\p{N} _.-]+$/u.test(name)

/** The known icon font a family names (case aside), if any. */
export const iconFont = (family: string): string | undefined => {
  const n = fontName(family).toLowerCase()
  return Object.keys(ICON_FONTS).find((k) => k.toLowerCase() === n)
}

/** Weights as a list (`[400, 700]`), a text list (`'400,700'`) or a map (`{ 400: true }`). */
const weights = (v: RawValue, report: Reporter, p: string): FontWeights => {
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
    if (n && n % 100 === 0 && n <= 900) out[n] = 0
    else report(p, `bad weight ${JSON.stringify(w)}; ignored`)
  }
  return out
}

/**
 * `settings.fonts` (a list, or an object keyed by family; items are records or family names)
 * -> FontRecord[], one per family, weights merged.
 */
export const fontsPart: PartNormaliser = {
  module(raw, model, report) {
    const s = isRec(raw.settings) ? raw.settings : {}
    const byName = new Map<string, FontRecord>()
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
      const name = fontName(family)
      if (!name) {
        report(p, 'must name a font family; ignored')
        continue
      }
      if (!isSafeFamily(name)) {
        report(p, `unsafe font family ${JSON.stringify(name)}; ignored`)
        continue
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
      if (isRec(v) && v.icon === true) f.icon = true
      if (f.icon && !f.url && !iconFont(name)) {
        report(p, `unknown icon font ${JSON.stringify(name)}; not loaded (give its stylesheet url)`)
        continue
      }
      Object.assign(f.normal, weights(r.normal ?? r.weights, report, `${p}.normal`))
      Object.assign(f.italic, weights(r.italic, report, `${p}.italic`))
      byName.set(name, f)
    }
    for (const f of byName.values()) {
      if (iconFont(f.name)) f.icon = true
      if (!Object.keys(f.normal).length && !Object.keys(f.italic).length)
        f.normal[DEFAULT_WEIGHT] = 0
    }
    model.settings.fonts = [...byName.values()]
  },
}
