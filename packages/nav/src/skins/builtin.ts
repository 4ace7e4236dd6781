import type { NavKindName } from '../options'

/** A skin: per-kind CSS templates with `##name##` placeholders, their defaults, HTML templates. */
export interface NavSkin {
  /** CSS template per kind; selectors name the kind's classes and `.strata-skin-<skin>`. */
  css: Partial<Record<NavKindName, string>>
  /** Placeholder defaults (the data's `skinDefaults` and `skinCustom` go over them). */
  defaults: Record<string, string>
  /** HTML templates per kind with slide placeholders (`{{title}}`, `{{description}}`, ...). */
  html?: Partial<Record<NavKindName, string>>
}

const tabHtml =
  '<span class="strata-tab-title">{{title}}</span><span class="strata-tab-desc">{{description}}</span>'

/**
 * Translucent dark discs and pills: readable on light and dark slides. Its arrows and bullets as
 * they come are also written out filled in strata-skin.ts (`PLAIN_CSS`), for sliders that do not
 * load this chunk.
 */
const strata: NavSkin = {
  defaults: {
    bg: 'rgba(0,0,0,.55)',
    color: '#fff',
    active: '#fff',
    size: '44',
    bullet: '12',
  },
  css: {
    arrows: `.strata-skin-strata.strata-arrow{width:##size##px;height:##size##px;border-radius:50%;background:##bg##;color:##color##}
.strata-skin-strata.strata-arrow:hover{background:rgba(0,0,0,.8)}`,
    // A 6 px transparent border makes each bullet a 24 px target (WCAG 2.2 target size) around
    // its visible dot; the ring is an inset shadow on the dot.
    bullets: `.strata-skin-strata .strata-bullet{box-sizing:content-box;width:##bullet##px;height:##bullet##px;border-radius:50%;background:##bg##;background-clip:padding-box;border:6px solid transparent;box-shadow:inset 0 0 0 2px ##color##}
.strata-skin-strata .strata-bullet[aria-current="true"]{background:##active##}`,
    tabs: `.strata-skin-strata .strata-tab{background:##bg##;color:##color##;border-radius:4px}
.strata-skin-strata .strata-tab[aria-selected="true"]{box-shadow:inset 0 -3px 0 ##active##}`,
    thumbs: `.strata-skin-strata .strata-thumb{border:2px solid transparent;opacity:.75;transition:opacity .3s}
.strata-skin-strata .strata-thumb[aria-current="true"]{border-color:##active##;opacity:1}`,
  },
  html: { tabs: tabHtml },
}

/** Light squares with a dark outline. */
const light: NavSkin = {
  defaults: { bg: '#ffffff', color: '#111111', active: '#111111', size: '40', bullet: '14' },
  css: {
    arrows: `.strata-skin-light.strata-arrow{width:##size##px;height:##size##px;background:##bg##;color:##color##;border:1px solid ##color##}`,
    bullets: `.strata-skin-light .strata-bullet{width:##bullet##px;height:##bullet##px;background:##bg##;border:1px solid ##color##}
.strata-skin-light .strata-bullet[aria-current="true"]{background:##active##}`,
    tabs: `.strata-skin-light .strata-tab{background:##bg##;color:##color##;border:1px solid ##color##}
.strata-skin-light .strata-tab[aria-selected="true"]{background:##active##;color:##bg##}`,
    thumbs: `.strata-skin-light .strata-thumb{border:2px solid ##bg##;transition:border-color .2s}
.strata-skin-light .strata-thumb[aria-current="true"]{border-color:##active##}`,
  },
  html: { tabs: tabHtml },
}

/** The built-in skins by name; `strata` is the default. */
export const BUILTIN_SKINS: Readonly<Record<string, NavSkin>> = { strata, light }
/**
 * The default skin's name, for this chunk and `@strata/nav/skins`: written here as well as in
 * strata-skin.ts, since importing it from there would put that first-download module in a
 * chunk of its own (shared.ts); a test keeps the two the same (strata-skin.test.ts).
 */
export const DEFAULT_SKIN = 'strata'
