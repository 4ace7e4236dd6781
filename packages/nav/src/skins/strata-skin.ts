import type { NavKind } from '../types'
import type { ResolvedSkin } from './resolve'

/** The default skin's name. */
export const DEFAULT_SKIN = 'strata'

/** The default skin's placeholder values. */
export const STRATA_DEFAULTS: Readonly<Record<string, string>> = {
  bg: 'rgba(0,0,0,0.55)',
  color: '#ffffff',
  active: '#ffffff',
  size: '44',
  bullet: '12',
}

/** The default skin's CSS templates for arrows and bullets: translucent dark discs. */
export const STRATA_CSS = {
  arrows: `.strata-skin-strata.strata-arrow{width:##size##px;height:##size##px;border-radius:50%;background:##bg##;color:##color##}
.strata-skin-strata.strata-arrow:hover{background:rgba(0,0,0,0.8)}`,
  // A 6 px transparent border makes each bullet a 24 px target (WCAG 2.2 target size) around
  // its visible dot; the ring is an inset shadow on the dot.
  bullets: `.strata-skin-strata .strata-bullet{box-sizing:content-box;width:##bullet##px;height:##bullet##px;border-radius:50%;background:##bg##;background-clip:padding-box;border:6px solid transparent;box-shadow:inset 0 0 0 2px ##color##}
.strata-skin-strata .strata-bullet[aria-current="true"]{background:##active##}`,
}

const isEmpty = (r: object): boolean => Object.keys(r).length === 0

/**
 * Whether arrows or bullets wear the default skin as it comes: no skin named but `strata`, no
 * template, no placeholder values, and no `strata` skin of the site's over it. Only then can
 * they be drawn without the skins chunk (skin templates, other built-in skins), issue #25.
 */
export function plainSkin(
  data: Pick<NavKind, 'skin' | 'css' | 'html' | 'skinDefaults' | 'skinCustom'>,
  extra: Readonly<Record<string, unknown>>,
): boolean {
  return (
    (data.skin === '' || data.skin === DEFAULT_SKIN) &&
    !Object.hasOwn(extra, DEFAULT_SKIN) &&
    !data.css &&
    !data.html &&
    isEmpty(data.skinDefaults) &&
    isEmpty(data.skinCustom)
  )
}

/** The default skin of arrows or bullets, filled with its own values (what `resolveSkin` gives). */
export function plainSkinOf(kind: keyof typeof STRATA_CSS): ResolvedSkin {
  return {
    className: `strata-skin-${DEFAULT_SKIN}`,
    own: false,
    css: STRATA_CSS[kind].replace(/##(\w+)##/g, (_, name: string) => STRATA_DEFAULTS[name] ?? ''),
    html: '',
    values: { ...STRATA_DEFAULTS },
  }
}
