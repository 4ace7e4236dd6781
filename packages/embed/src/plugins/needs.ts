import type { RawRecord, RawValue } from '@strata/core'

function isRec(v: RawValue | undefined): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
function rec(v: RawValue | undefined): RawRecord {
  return isRec(v) ? v : {}
}
function values(v: RawValue | undefined): RawValue[] {
  return Array.isArray(v) ? v : isRec(v) ? Object.values(v) : []
}
function on(v: RawValue | undefined): boolean {
  return v === true || v === 'true' || v === 1 || v === '1'
}
const MEDIA = new Set(['image', 'video', 'audio', 'svg'])

/** Every layer record of the module's slides (layers keyed by id, or a list). */
function* layersOf(module: RawRecord): Generator<RawRecord> {
  for (const entry of values(module.slides))
    for (const layer of values(rec(entry).layers)) if (isRec(layer)) yield layer
}

/**
 * The plugins (registry names) inline module data needs (docs/embed.md "Drop-in"). Plugins that
 * cost nothing when unused (layers-text, bg-transitions, actions) are always in; the others only
 * when the data has their part: a carousel type, navigation or a progress bar, media layers, the
 * deep-link flag, fonts, parallax or scroll timing, a feed source. `modal` is never chosen from
 * the data: its settings describe the pop-up's look, and whether a module is a pop-up is the
 * page's choice.
 */
export function pluginsFor(module: RawRecord): string[] {
  const settings = rec(module.settings)
  const layers = [...layersOf(module)]
  const source = rec(settings.source).type
  const needs: Record<string, boolean> = {
    'layers-text': true,
    'bg-transitions': true,
    actions: true,
    nav: isRec(settings.nav) || isRec(settings.pbar),
    carousel: settings.type === 'carousel',
    'layers-media': layers.some((l) => MEDIA.has(String(l.type))),
    'deep-link': on(rec(settings.browser).useURLDeeplink),
    fonts: settings.fonts != null || layers.some((l) => isRec(l.font)),
    parallax: ['mod', 'sbt', 'parallax', 'scrollTimeline'].some((k) => settings[k] != null),
    streams: typeof source === 'string' && source !== '' && source !== 'gallery',
  }
  return Object.keys(needs).filter((name) => needs[name])
}
