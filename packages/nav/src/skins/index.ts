/**
 * `@strata/nav/skins`: the built-in skins and the template fillers, for sites that write or
 * check skins. An entry of its own so that a slider in the default skin, which needs none of
 * it, does not download it with `nav()` (issue #25).
 */
export { BUILTIN_SKINS, DEFAULT_SKIN, type NavSkin } from './builtin'
export { fillCss, fillHtml } from './template'
