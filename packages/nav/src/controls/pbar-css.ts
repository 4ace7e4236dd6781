/** Structural CSS of the progress bar: a clipped box, a scaled or wedge-clipped fill. Inserted after `BASE_CSS` and before the skins (plugin.ts). */
export const PBAR_CSS = `.strata-pbar{overflow:hidden}
.strata-pbar-fill{position:absolute;inset:0;transform-origin:0 0}
.strata-pbar-ring .strata-pbar-fill{border-radius:50%;border-style:solid;background:none!important}`
