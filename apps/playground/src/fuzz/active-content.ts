/**
 * What in a module could run script, load another document or move the page (docs/security.md):
 * nothing from module data or a feed may end up as one. The hostile-content spec and the fuzz page
 * look for the same things.
 */
export const ACTIVE_ELEMENTS = 'script, iframe, object, embed, meta, base, link, form, input'

/** Attributes that run script or navigate by themselves. */
export const ACTIVE_ATTRIBUTES = '[href^="javascript" i], [onerror], [onload], [ontoggle]'
