/** The parts of a control exported skins name as `tp-<part> sr7-<part>`. */
export type ExportPart =
  | 'bullets'
  | 'bullet'
  | 'tabs'
  | 'tab'
  | 'thumbs'
  | 'thumb'
  | 'leftarrow'
  | 'rightarrow'

/**
 * The class names exported skins' CSS templates select for a part: the 6.x `tp-` name and the
 * 7.x `sr7-` name, given to Strata's own elements so a module's skin (or a site's stylesheet
 * written for it) styles them. The current item also gets `selected`.
 */
export function exportClasses(part: ExportPart): string {
  return `tp-${part} sr7-${part}`
}

/** Both arrows' export classes: 6.x wrote this one without the dash. */
export const ARROWS_CLASSES = 'tparrows sr7-arrows'

/** The class 7.x skins style a control's hover with: on while a pointer is over it. */
export const HOVER_CLASS = 'sr7-touchhover'

/** The class exported skins use for the current bullet, tab or thumbnail. */
export const SELECTED_CLASS = 'selected'
