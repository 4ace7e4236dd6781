import type { NavKindName } from '../options'

/**
 * The class names exported skins' CSS templates select (the 6.x `tp-` names and the 7.x `sr7-`
 * names), per kind and part, given to Strata's own elements so a module's skin (or a site's
 * stylesheet written for it) styles them. The current item also gets `selected`.
 */
export const EXPORT_CLASSES = {
  arrows: 'tparrows sr7-arrows',
  prev: 'tp-leftarrow sr7-leftarrow',
  next: 'tp-rightarrow sr7-rightarrow',
  bullets: 'tp-bullets sr7-bullets',
  bullet: 'tp-bullet sr7-bullet',
  tabs: 'tp-tabs sr7-tabs',
  tab: 'tp-tab sr7-tab',
  thumbs: 'tp-thumbs sr7-thumbs',
  thumb: 'tp-thumb sr7-thumb',
} as const satisfies Record<string, string>

/** The class 7.x skins style a control's hover with: on while a pointer is over it. */
export const HOVER_CLASS = 'sr7-touchhover'

/** The class exported skins use for the current bullet, tab or thumbnail. */
export const SELECTED_CLASS = 'selected'

/** `nav-dir-<direction>`: exported skins style rows and columns of items apart. */
export const directionClass = (kind: NavKindName, direction: string): string =>
  kind === 'arrows' || kind === 'scrubber' ? '' : `nav-dir-${direction}`
