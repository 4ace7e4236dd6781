/** Structural CSS of tabs and thumbnails: a clipped box around a sliding strip of items. Inserted after `BASE_CSS` and before the skins (plugin.ts). */
export const STRIP_CSS = `.strata-tabs{display:flex;gap:var(--strata-gap,5px)}
.strata-nav .strata-tab,.strata-nav .strata-thumb{position:relative!important;left:auto!important;top:auto!important;flex:none}
:where(.strata-nav) .strata-tab{display:flex;flex-direction:column;justify-content:center;text-align:left;overflow:hidden;padding:4px 8px}
.strata-tab-title{font-weight:700;font-size:14px}.strata-tab-desc{font-size:12px;opacity:.85}
.strata-thumbs,.strata-tabs{overflow:hidden;overflow:clip}
.strata-thumbs-strip,.strata-tabs-strip{display:flex;gap:var(--strata-gap,5px);transition:transform .3s}
:where(.strata-nav) .strata-thumb{overflow:hidden}
.strata-thumb img{display:block;width:100%;height:100%;object-fit:cover}
.strata-thumb-label{display:flex;width:100%;height:100%;align-items:center;justify-content:center;background:#333;color:#fff;font-size:12px}`
