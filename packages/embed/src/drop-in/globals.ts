import type { RawValue, RestOptions } from '@strata/core'

/** One pre-sizing entry a page registers: `SR7.PMH[id] = { fn, state }`. */
export interface PreSizeEntry {
  fn?: () => void
  state?: boolean
}

/**
 * The globals a page made for the original front end sets (docs/embed.md "Drop-in"): module data
 * by element id, pre-sizing jobs by element id, and the site's endpoints.
 */
export interface Sr7Globals {
  JSON?: Record<string, RawValue>
  PMH?: Record<string, PreSizeEntry>
  E?: { resturl?: string; ajaxurl?: string; nonce?: string; plugin_url?: string }
  prepareModuleHeight?: (args: unknown) => void
}

/** The toolkit global whose `prepareModuleHeight` the pages' pre-sizing scripts call. */
export interface ToolkitGlobal {
  prepareModuleHeight?: (args: unknown) => void
}

type PageWindow = Window & { SR7?: Sr7Globals; _tpt?: ToolkitGlobal }

/** `window.SR7` and `window._tpt`, created empty when the page has not set them yet. */
export function pageGlobals(win: Window): { sr7: Sr7Globals; toolkit: ToolkitGlobal } {
  const page = win as PageWindow
  page.SR7 ??= {}
  page._tpt ??= {}
  return { sr7: page.SR7, toolkit: page._tpt }
}

/** The endpoints of `SR7.E` as Strata's `rest` option; undefined when the page names none. */
export function restOf(sr7: Sr7Globals): RestOptions | undefined {
  const e = sr7.E ?? {}
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
  const base = text(e.resturl)
  const ajaxUrl = text(e.ajaxurl)
  const nonce = text(e.nonce)
  if (!base && !ajaxUrl) return undefined
  return { ...(base && { base }), ...(ajaxUrl && { ajaxUrl }), ...(nonce && { nonce }) }
}
