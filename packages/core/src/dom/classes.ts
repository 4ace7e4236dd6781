/** The `strata-*` classes of the module's markup; site CSS and tests select by these. */
export const MODULE_CLASS = 'strata-module'
export const STAGE_CLASS = 'strata-stage'
/** The track that holds the stacked slides. */
export const SLIDES_CLASS = 'strata-slides'
export const SLIDE_CLASS = 'strata-slide'
export const LAYER_CLASS = 'strata-layer'
export const ANNOUNCER_CLASS = 'strata-announcer'
export const ERROR_SLIDE_CLASS = 'strata-error-slide'
export const GLOBAL_SLIDE_CLASS = 'strata-global-slide'
