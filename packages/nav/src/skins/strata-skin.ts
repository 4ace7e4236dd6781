import type { NavKind } from '../types'
import type { ResolvedSkin } from './resolve'

/** The default skin's name. */
export const DEFAULT_SKIN = 'strata'

/**
 * The default skin's CSS for arrows and bullets as it comes: its templates (skins/builtin.ts)
 * filled with its own values, written out so that a slider in the default skin needs neither the
 * templates nor the filler, which come with the skins chunk (issue #25). A test keeps the two the
 * same (strata-skin.test.ts).
 */
export const PLAIN_CSS = {
  arrows: `.strata-skin-strata.strata-arrow{width:44px;height:44px;border-radius:50%;background:rgba(0,0,0,.55);color:#fff}
.strata-skin-strata.strata-arrow:hover{background:rgba(0,0,0,.8)}`,
  bullets: `.strata-skin-strata .strata-bullet{box-sizing:content-box;width:12px;height:12px;border-radius:50%;background:rgba(0,0,0,.55);background-clip:padding-box;border:6px solid transparent;box-shadow:inset 0 0 0 2px #fff}
.strata-skin-strata .strata-bullet[aria-current="true"]{background:#fff}`,
}

function isEmpty(r: object): boolean {
  return Object.keys(r).length === 0
}

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

/**
 * The default skin of arrows or bullets as it comes (the CSS `resolveSkin` gives; no HTML
 * template, so no placeholder values are needed).
 */
export function plainSkinOf(kind: keyof typeof PLAIN_CSS): ResolvedSkin {
  return {
    className: `strata-skin-${DEFAULT_SKIN}`,
    own: false,
    css: PLAIN_CSS[kind],
    html: '',
    values: {},
  }
}
