// @ts-check
/**
 * The module JSON files the local REST server answers from, and the answers of docs/behaviour.md §7's
 * calls built from them. A file holds a module in the exported shape (docs/data-format/README.md), plus
 * optional `stream` (feed items) and `modal` (modal settings) for those calls.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { streamAnswer } from './packages/streams.mjs'

/** @typedef {Record<string, any>} Json */

/** Cuts the SR7_ prefix and a trailing numeric suffix off an id (docs/behaviour.md §3). */
const cleanId = (/** @type {unknown} */ id) =>
  String(id ?? '')
    .trim()
    .replace(/^SR7_(.*?)(_\d+)?$/, '$1')

/**
 * Reads every `*.json` module in `dir` (again on each call, so edits show without a restart).
 * @param {string} dir
 * @returns {Json[]}
 */
const readModules = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))

/**
 * The module with this id, or this alias (`byAlias`, or when no id matches, as forcealias does).
 * @param {string} dir
 * @param {string} key
 * @param {boolean} byAlias
 * @returns {Json | undefined}
 */
export function findModule(dir, key, byAlias) {
  const modules = readModules(dir)
  const alias = (/** @type {Json} */ m) => m.settings?.alias ?? m.alias
  if (byAlias) return modules.find((m) => alias(m) === key)
  return modules.find((m) => cleanId(m.id) === cleanId(key))
}

/** A slide lazy-loaded by slideid: its record says `lazy: true`. */
const isLazy = (/** @type {Json} */ entry) => String(entry?.slide?.lazy ?? entry?.lazy) === 'true'

/**
 * docs/behaviour.md §7 full slider object: success, id, alias, settings, addOns, slides. Lazy slides come
 * without their layers; with `slideid`, only that slide comes, with its layers.
 * @param {Json | undefined} module
 * @param {string | null | undefined} slideid
 * @returns {Json}
 */
export function fullObject(module, slideid) {
  if (!module) return { success: false, message: 'Slider not found' }
  /** @type {Json} */
  const slides = {}
  for (const [key, entry] of Object.entries(module.slides ?? {})) {
    if (slideid) {
      if (cleanId(key) === cleanId(slideid)) slides[key] = entry
    } else if (isLazy(entry)) {
      const { layers: _layers, ...rest } = entry
      slides[key] = rest
    } else slides[key] = entry
  }
  const { stream: _stream, modal: _modal, ...data } = module
  return { success: true, ...data, alias: module.settings?.alias ?? '', slides, v6v7ids: {} }
}

/**
 * docs/behaviour.md §7 stream data: success, data (the feed items; `stream` may name a fixture in
 * server/streams/, see server/packages/streams.mjs).
 * @param {Json | undefined} module
 */
export const streamData = (module) => streamAnswer(module)

/**
 * docs/behaviour.md §7 modal settings: success, id, sp, bg, pS, v, h, v6v7ids, trans, navs.
 * @param {Json | undefined} module
 */
export const modalSettings = (module) =>
  module
    ? {
        success: true,
        id: module.id,
        sp: 1000,
        bg: 'rgba(0,0,0,0.5)',
        pS: false,
        v: 'middle',
        h: 'center',
        v6v7ids: {},
        trans: {},
        navs: {},
        ...module.modal,
      }
    : { success: false, message: 'Slider not found' }
