import { GLOBAL_SLIDE_CLASS } from '@strata/core'
import { createPlayback, easeNamed, linearEasing, startedAt } from '@strata/core/kit'

/**
 * What the pop-up's behaviour chunk (plugin/popup.ts) uses of core, handed to it rather than
 * imported: a module both the first download and a chunk import becomes, in a site's bundle, a
 * file of its own every page downloads (issue #25, docs/performance.md). The chunk imports this
 * file's type only.
 */
export const popupHost = {
  createPlayback,
  easeNamed,
  linearEasing,
  startedAt,
  globalSlideClass: GLOBAL_SLIDE_CLASS,
}

/** The helpers `popupHost` hands to the pop-up's chunk. */
export type PopupHost = typeof popupHost
