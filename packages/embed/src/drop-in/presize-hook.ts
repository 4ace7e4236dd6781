import { adoptCss, type OwnSheet, ownSheet } from '@strata/core/kit'
import { pageGlobals } from './globals'
import { preSizeCss, readPreSizing } from './presize'

/** Lays out the front end's elements before any module mounts; the crawler image list is hidden. */
const BASE_CSS = 'sr7-module{display:block;position:relative}sr7-module image_lists{display:none}'

/**
 * Each page's pre-sizing, by module id: the module's sheet, in a record made anew by each call, so
 * an earlier call's later reads can tell that a later call took its place.
 */
const reserved = new WeakMap<Document, Map<string, { sheet: OwnSheet }>>()

/**
 * Reserves a module's box from a pre-sizing call (docs/embed.md "Drop-in"): a sheet of the
 * module's own (core's `ownSheet`, adopted, so a strict style policy lets it apply), so the box
 * has its height before the module's data is even read. Unreadable calls are ignored (the module
 * then sizes itself when it mounts). A call made again for a module replaces its text. The
 * page's scripts set the inline data after the call, so the call is read again, with the data,
 * before the first frame, and before each later one while the page is parsed without it (unless a
 * later call for the module replaced it).
 */
export function preSize(doc: Document, args: unknown): void {
  const win = doc.defaultView
  const id = readPreSizing(args)?.id
  if (!id) return
  const byId = reserved.get(doc) ?? new Map<string, { sheet: OwnSheet }>()
  reserved.set(doc, byId)
  const own = { sheet: byId.get(id)?.sheet ?? ownSheet(doc) }
  byId.set(id, own)
  /** Sets the box from the call (and the data, once there); true when nothing is left to read. */
  const apply = (): boolean => {
    if (byId.get(id) !== own) return true
    const data = win && pageGlobals(win).sr7.JSON?.[id]
    const sizing = readPreSizing(args, data)
    if (sizing) own.sheet.set(preSizeCss(sizing, `#${CSS.escape(id)}`))
    return data !== undefined
  }
  // A busy parser may lay the page out before it reaches the data's script: read again before
  // each frame until the data is there or the page is parsed (drop-in mode then mounts it).
  const nextFrame = () => {
    if (!apply() && doc.readyState === 'loading') win?.requestAnimationFrame(nextFrame)
  }
  apply()
  win?.requestAnimationFrame(nextFrame)
}

/**
 * Gives the page's pre-sizing scripts the `prepareModuleHeight` they call (on `_tpt` and `SR7`,
 * unless the page already has one), and runs the ones that ran before it existed
 * (`SR7.PMH[id].fn`, when its `state` is not true). Safe to call again.
 */
export function installPreSizing(win: Window): void {
  const doc = win.document
  // Adopted, as the element's base CSS (core's kit): one sheet however often this is called.
  adoptCss(doc, BASE_CSS)
  const { sr7, toolkit } = pageGlobals(win)
  const prepare = (args: unknown) => preSize(doc, args)
  toolkit.prepareModuleHeight ??= prepare
  sr7.prepareModuleHeight ??= prepare
  for (const entry of Object.values(sr7.PMH ?? {}))
    if (entry && entry.state !== true && typeof entry.fn === 'function')
      try {
        entry.fn()
      } catch (error) {
        console.warn('[strata] a pre-sizing script failed', error)
      }
}
