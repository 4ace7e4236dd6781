/** The module root's attribute that scopes its layers' fallback rules. */
export const FALLBACK_SCOPE = 'data-strata-fonts'
