/** The module root's attribute that scopes its layers' fallback rules (the fallback chunk's own). */
export const FALLBACK_SCOPE = 'data-strata-fonts'
