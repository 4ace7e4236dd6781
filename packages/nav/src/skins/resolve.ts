import type { Reporter } from '@strata/core'
import type { NavKindName } from '../options'
import type { NavKind } from '../types'
import { BUILTIN_SKINS, DEFAULT_SKIN, type NavSkin } from './builtin'
import { fillCss, placeholderValues } from './template'

export interface ResolvedSkin {
  /** The class for the kind's elements: `strata-skin-<name>`. */
  className: string
  /** Filled CSS. */
  css: string
  /** HTML template for items, if any (filled per slide later). */
  html: string
  /** Placeholder values, for `##name##` in HTML templates. */
  values: Record<string, string>
}

const safeName = (s: string): string => s.replace(/[^\w-]/g, '') || 'custom'

/**
 * A kind's skin: its own `css` template when the data has one (filled from `def`/`cst`), else the
 * skin named by `key` (built-in or from the options) with `def`/`cst` over the skin's defaults.
 * An unknown skin or a broken template is reported and the default skin is used.
 */
export function resolveSkin(
  kind: NavKindName,
  data: Pick<NavKind, 'key' | 'css' | 'html' | 'def' | 'cst'>,
  extra: Readonly<Record<string, NavSkin>>,
  report: Reporter,
): ResolvedSkin {
  const path = `settings.nav.${kind}`
  const fallback = (): ResolvedSkin => builtin(DEFAULT_SKIN, kind, data, extra, report, path)
  if (data.css) {
    const values = placeholderValues(data.def, data.cst)
    const css = fillCss(data.css, values, report, `${path}.css`)
    if (css === undefined) return fallback()
    return { className: `strata-skin-${safeName(data.key)}`, css, html: data.html, values }
  }
  const name = data.key || DEFAULT_SKIN
  if (!extra[name] && !BUILTIN_SKINS[name]) {
    report(`${path}.key`, `unknown skin "${name}" and no css template; using "${DEFAULT_SKIN}"`)
    return fallback()
  }
  return builtin(name, kind, data, extra, report, path)
}

function builtin(
  name: string,
  kind: NavKindName,
  data: Pick<NavKind, 'html' | 'def' | 'cst'>,
  extra: Readonly<Record<string, NavSkin>>,
  report: Reporter,
  path: string,
): ResolvedSkin {
  const skin = (extra[name] ?? BUILTIN_SKINS[name] ?? BUILTIN_SKINS[DEFAULT_SKIN]) as NavSkin
  const values = placeholderValues(skin.def, data.def, data.cst)
  const css = fillCss(skin.css[kind] ?? '', values, report, `${path}.key`) ?? ''
  return {
    className: `strata-skin-${safeName(name)}`,
    css,
    html: data.html || skin.html?.[kind] || '',
    values,
  }
}
