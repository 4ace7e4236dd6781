import { adoptCss, type OwnSheet, ownSheet } from '@strata/core/kit'
import { pageGlobals } from './globals'
import { preSizeCss, readPreSizing } from './presize'

/** Lays out the front end's elements before any module mounts; the crawler image list is hidden. */
const BASE_CSS = 'sr7-module{display:block;position:relative}sr7-module image_lists{display:none}'

/** Each page's pre-sizing sheets, by module id: a call made again for a module replaces its text. */
const sheets = new WeakMap<Document, Map<string, OwnSheet>>()

/**
 * Reserves a module's box from a pre-sizing call (docs/embed.md "Drop-in"): a sheet of the
 * module's own (core's `ownSheet`, adopted, so a strict style policy lets it apply), so the box
 * has its height before the module's data is even read. Unreadable calls are ignored (the module
 * then sizes itself when it mounts).
 */
export function preSize(doc: Document, args: unknown): void {
  const sizing = readPreSizing(args)
  if (!sizing) return
  const byId = sheets.get(doc) ?? new Map<string, OwnSheet>()
  sheets.set(doc, byId)
  const sheet = byId.get(sizing.id) ?? ownSheet(doc)
  byId.set(sizing.id, sheet)
  sheet.set(preSizeCss(sizing, `#${CSS.escape(sizing.id)}`))
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
