import type { RawRecord, RawValue } from '@strata/core'
import fc from 'fast-check'
import { applyEdits, type Edit, ODD_VALUES } from '../src/fuzz/mutate'
import { edit, MODULES } from './fuzz-modules'

/**
 * Pages made for the original front end, drawn for e2e/reliability-dropin-fuzz.spec.ts: the
 * drop-in file in the head or at the end, the site's endpoints in `SR7.E` (or odd or hostile
 * ones), and one or two `<sr7-module>` elements with their fallback markup, their pre-sizing
 * script and their data (`SR7.JSON[id]`: a fixture edited, its URL, odd values, or none, in which
 * case the element's `data-id` / `data-alias` name a module of the REST server or nothing).
 */

/** Element ids: the original's, the other module's (a duplicate), none, and odd ones. */
const IDS = ['SR7_1_1', 'SR7_2_1', '', 'x"y<z>', '1-2', 'constructor', '__proto__']
/** `data-id` / `data-alias`: the playground REST server's modules, unknown ones, hostile text. */
const DB_IDS = ['21', '22', '41', '802', '999', '', 'javascript:alert(1)', '../21']
const ALIASES = ['rest-hero', 'rest-lazy', 'stream-post', 'nothing', '', '<img src=x>']
/** Texts a page may set as a module's data: URLs that work, fail or are refused, and words. */
export const DATA_TEXTS = [
  '/missing.json',
  '/fuzz-dropin/not-json.json',
  'javascript:window.__pwnedData=1//.json',
  'data:application/json,{}',
  '/wp-json/sliderrevolution/sliders/21',
  'hero',
  '  ',
]
/** `SR7.E`: the site's endpoints, ajax only, none, hostile, odd types, or not set at all. */
const ENDPOINTS: Array<Record<string, RawValue> | undefined> = [
  { resturl: '/wp-json/', ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'b4d7c0ffee' },
  { ajaxurl: '/wp-admin/admin-ajax.php' },
  {},
  { resturl: 'javascript:window.__pwnedRest=1//', ajaxurl: 'javascript:window.__pwnedAjax=1' },
  { resturl: 42, ajaxurl: ['/wp-admin/admin-ajax.php'], nonce: {} },
  undefined,
]
/** A fallback slide's image (in its `<noscript>`): one that loads, missing, refused, hostile. */
const FALLBACK_SRCS = [
  '/layers-media/poster.svg',
  '/missing.svg',
  'javascript:window.__pwnedFallback=1',
  '" onerror="window.__pwnedFallback=1',
  '"><img src=x onerror=window.__pwnedFallback=1>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwnedSvg=1"/>',
  '',
]
/** A pre-sizing call's values: the original's, then odd ones. */
const HEIGHTS: RawValue[] = [[400, 400, 400, 300, 200], 500, '600px', [-5], 'abc', [], 1e9, null]
const GRIDS: RawValue[] = [[1240, 1240, 1024, 778, 480], [0], ['x'], null]
const SIZES: RawValue[] = [{ fullWidth: true, fullHeight: false }, { fullHeight: 'true' }, 'x']
const MIN_HEIGHTS: RawValue[] = [0, -1, 'x', 1e6]

/** What `SR7.JSON[id]` holds. */
export type DropInData =
  /** A fixture, edited: inline, at a URL the page names, or with its slides' layers left for ajax. */
  | { kind: 'inline' | 'url' | 'lazy'; name: string; edits: Edit[] }
  /** One of {@link DATA_TEXTS}. */
  | { kind: 'text'; text: number }
  /** One of the fuzz's odd values. */
  | { kind: 'odd'; value: number }
  | { kind: 'none' }

export interface DropInModule {
  id: number
  dbId: number
  alias: number
  data: DropInData
  /** The data's script before the element, right after it (the original's place), or at the end. */
  dataAt: 'before' | 'after' | 'end'
  /** The pre-sizing call: heights, grid, size, least height, and whose id it names. */
  preSize: { el: number; gw: number; size: number; mh: number; id: 'own' | 'other' | 'none' } | null
  /** The fallback slides' images. */
  fallbacks: number[]
}

export interface DropInPage {
  /** The single file (`strata-sr7.iife.js`) or the chunked loader (`esm/strata-sr7.js`). */
  loader: 'single' | 'chunked'
  /** In the head, as the original has it, or at the end of the body. */
  loaderAt: 'head' | 'end'
  endpoints: number
  modules: DropInModule[]
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T
const fixture = fc.record({
  name: fc.constantFrom(...MODULES.keys()),
  edits: fc.array(edit, { maxLength: 6 }),
})
const data: fc.Arbitrary<DropInData> = fc.oneof(
  { weight: 4, arbitrary: fixture.map((f) => ({ kind: 'inline' as const, ...f })) },
  { weight: 1, arbitrary: fixture.map((f) => ({ kind: 'url' as const, ...f })) },
  { weight: 1, arbitrary: fixture.map((f) => ({ kind: 'lazy' as const, ...f })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('odd' as const), value: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
)
const preSize = fc.record({
  el: fc.nat(),
  gw: fc.nat(),
  size: fc.nat(),
  mh: fc.nat(),
  id: fc.constantFrom('own' as const, 'other' as const, 'none' as const),
})
const module: fc.Arbitrary<DropInModule> = fc.record({
  // Mostly the original's ids, in order; now and then an odd one.
  id: fc.oneof({ weight: 3, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat() }),
  dbId: fc.nat(),
  alias: fc.nat(),
  data,
  dataAt: fc.constantFrom('after' as const, 'before' as const, 'end' as const),
  preSize: fc.option(preSize, { freq: 4 }),
  fallbacks: fc.array(fc.nat(), { maxLength: 3 }),
})
export const dropInPage: fc.Arbitrary<DropInPage> = fc.record({
  loader: fc.constantFrom('single' as const, 'chunked' as const),
  loaderAt: fc.constantFrom('head' as const, 'end' as const),
  endpoints: fc.nat(),
  modules: fc.array(module, { minLength: 1, maxLength: 2 }),
})

/** A module's element id: drawn `-1` is the original's `SR7_<n>_1` for the page's n-th module. */
export const moduleId = (m: DropInModule, index: number): string =>
  m.id < 0 ? `SR7_${index + 1}_1` : pick(IDS, m.id)

/** The data a module's fixture gives after its edits, with what the edits did. */
export function fixtureData(d: DropInData): { data: RawRecord; said: string[] } | undefined {
  if (d.kind !== 'inline' && d.kind !== 'url' && d.kind !== 'lazy') return undefined
  const edited = applyEdits(MODULES.get(d.name) ?? {}, d.edits)
  if (d.kind !== 'lazy') return edited
  // The original's lazy pages: every slide's layers left for the ajax endpoint.
  const slides = edited.data.slides
  if (typeof slides !== 'object' || slides === null || Array.isArray(slides)) return edited
  const emptied = Object.fromEntries(
    Object.entries(slides).map(([key, slide]) => [key, { ...(slide as RawRecord), layers: [] }]),
  )
  return { data: { ...edited.data, slides: emptied }, said: edited.said }
}

/** Script text safe inside `<script>`: no `</script>` can close it early. */
const js = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')
const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** `SR7.JSON[id] = …;` for a module, or nothing. `index` names its URL's file. */
function dataScript(m: DropInModule, id: string, index: number): string {
  const d = m.data
  const set = (value: string) => `<script>SR7.JSON[${js(id)}] = ${value};</script>`
  if (d.kind === 'none') return ''
  if (d.kind === 'text') return set(js(pick(DATA_TEXTS, d.text)))
  if (d.kind === 'odd') return set(js(pick(ODD_VALUES, d.value)))
  if (d.kind === 'url') return set(js(`/fuzz-dropin/${index}.json`))
  return set(js(fixtureData(d)?.data ?? {}))
}

/** The original's pre-sizing script: it calls `_tpt.prepareModuleHeight` once that is there. */
function preSizeScript(m: DropInModule, id: string, other: string): string {
  const p = m.preSize
  if (!p) return ''
  const args = {
    ...(p.id !== 'none' && { id: p.id === 'own' ? id : other }),
    el: pick(HEIGHTS, p.el),
    type: 'standard',
    gw: pick(GRIDS, p.gw),
    size: pick(SIZES, p.size),
    mh: pick(MIN_HEIGHTS, p.mh),
  }
  const job = `SR7.PMH[${js(id)}]`
  return `<script>${job} = { cn: 100, state: false, fn: () => { var job = ${job};
  if (window._tpt && _tpt.prepareModuleHeight) { _tpt.prepareModuleHeight(${js(args)}); job.state = true; }
  else if (job.cn-- > 0) setTimeout(job.fn, 19); } }; ${job}.fn();</script>`
}

/** The module element with its fallback slides, as the original writes it. */
function moduleElement(m: DropInModule, id: string): string {
  const slides = m.fallbacks.map((src, i) => {
    const key = i + 1
    // Written as is: a hostile address may close the attribute, inside the noscript's text.
    const img = `<img src="${pick(FALLBACK_SRCS, src)}" alt="" width="1240" height="400">`
    return `<sr7-slide id="${attr(id)}-${key}" data-key="${key}"><sr7-bg id="${attr(id)}-${key}-6" class="sr7-layer"><noscript>${img}</noscript></sr7-bg><sr7-txt id="${attr(id)}-${key}-7" class="sr7-layer">Fallback slide ${key}</sr7-txt></sr7-slide>`
  })
  return `<sr7-module id="${attr(id)}" data-alias="${attr(pick(ALIASES, m.alias))}" data-id="${attr(pick(DB_IDS, m.dbId))}"><sr7-adjuster></sr7-adjuster><sr7-content>${slides.join('')}</sr7-content></sr7-module>`
}

/** Where the page's loader is: the single file or the chunked loader, under `/browser/`. */
const LOADERS = { single: 'strata-sr7.iife.js', chunked: 'esm/strata-sr7.js' }

/**
 * The page's HTML. Each module element is followed by a script that keeps its markup as the page
 * wrote it (`__before[n]`), read before drop-in mode mounts anything, and the body's children
 * are counted at the end (`__bodyChildren`): destroy must leave both so.
 */
export function dropInHtml(page: DropInPage): string {
  const ids = page.modules.map(moduleId)
  const endpoints = pick(ENDPOINTS, page.endpoints)
  const loader = `<script src="/browser/${LOADERS[page.loader]}"></script>`
  const atEnd: string[] = []
  const body = page.modules.map((m, i) => {
    const id = ids[i] as string
    const set = dataScript(m, id, i)
    const keep = `<script>window.__before.push(document.currentScript.previousElementSibling.outerHTML)</script>`
    if (m.dataAt === 'end') atEnd.push(set)
    const other = ids[(i + 1) % ids.length] as string
    return [
      m.dataAt === 'before' ? set : '',
      moduleElement(m, id),
      keep,
      preSizeScript(m, id, other),
      m.dataAt === 'after' ? set : '',
    ].join('\n')
  })
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drop-in fuzz</title>
<link rel="icon" href="data:,">
<style>body{margin:0;font:16px/1.4 sans-serif}.below{height:900px}</style>
<script>window.__before = []; window.SR7 ??= {}; window._tpt ??= {}; SR7.JSON ??= {}; SR7.PMH ??= {};
${endpoints === undefined ? '' : `SR7.E = ${js(endpoints)};`}</script>
${page.loaderAt === 'head' ? loader : ''}</head><body><h1>Drop-in fuzz</h1>
${body.join('\n')}
${atEnd.join('\n')}
<div class="below">The page goes on below.</div>
${page.loaderAt === 'end' ? loader : ''}
<script>window.__bodyChildren = document.body.children.length</script>
</body></html>`
}
