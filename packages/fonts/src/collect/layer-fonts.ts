import type { RawRecord, RawValue, Reporter } from '@strata/core'
import { absent, isRec, parseNumber, stripMarkup } from '@strata/core/kit'
import { DEFAULT_WEIGHT } from '../defaults'
import { fontName, iconFont, isSafeFamily } from '../normalise'

/** What one layer asks of the fonts: its family, weights, style, icon fonts and text. */
export interface LayerFonts {
  /** Provider name of the family ('' when unsafe or not a text layer). */
  name: string
  family: string
  weights: number[]
  italic: boolean
  /** Icon fonts its classes or markup use (`material-icons`, `fa fa-star`). */
  icons: string[]
  text: string
  /** Its `data-layer-id`: `id` of the data, else its key. */
  id: string
  /** Its data path (`slides.<slide id>.layers.<key>`): its fallback rule names its slide. */
  path: string
  /** Its `textTransform` (`tT`), first level's. */
  transform: string
  /** The record: its built layer tells the id core gave it (`renamedIds`). */
  raw: RawRecord
}

/** docs/data-format/layers-text.md: "family default Roboto". */
const DEFAULT_FAMILY = 'Roboto'
const TEXT_TYPES = new Set(['text', 'button'])
const MATERIAL = /^material-icons(-outlined|-round|-sharp|-two-tone)?$/
const VARIANT: Record<string, string> = {
  '-outlined': ' Outlined',
  '-round': ' Round',
  '-sharp': ' Sharp',
  '-two-tone': ' Two Tone',
}

/** Icon fonts named by class tokens: `material-icons[-variant]`, or `fa` with an `fa-<icon>`. */
export function iconsOfClasses(classes: string): string[] {
  const tokens = classes.split(/\s+/)
  const out = new Set<string>()
  for (const t of tokens) {
    const m = MATERIAL.exec(t)
    if (m) out.add(`Material Icons${VARIANT[m[1] ?? ''] ?? ''}`)
  }
  if (tokens.some((t) => /^fa[srlbd]?$/.test(t)) && tokens.some((t) => t.startsWith('fa-')))
    out.add('Font Awesome')
  return [...out]
}

/** Class attributes inside layer markup (`<i class="material-icons">star</i>`). */
function markupClasses(html: string): string {
  return [...html.matchAll(/class\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]).join(' ')
}

/**
 * Weights of a per-level value: one value or a 5-slot list. Unset slots (`'#a'`, `''`, `null`, a
 * hole) take another slot's weight, as core's per-level values do; none set: the layer draws at 400.
 */
function weightsOf(v: RawValue, report: Reporter, path: string): number[] {
  const out = new Set<number>()
  let set = false
  for (const w of Array.isArray(v) ? v : [v]) {
    if (absent(w) || (typeof w === 'string' && w.startsWith('#'))) continue
    set = true
    const n = parseNumber(w)
    if (n && n % 100 === 0 && n >= 100 && n <= 900) out.add(n)
    else report(path, `bad weight ${JSON.stringify(w)}; no font loaded for it`)
  }
  return set ? [...out] : [DEFAULT_WEIGHT]
}

/**
 * Reads one raw layer (docs/data-format/layers-text.md `font.*`, `attr.class`, `content.text`)
 * without building it; problems go to `report` at `path.<key>`.
 */
export function layerFonts(
  raw: RawRecord,
  report: Reporter,
  path: string,
  key: string,
): LayerFonts {
  const font = isRec(raw.font) ? raw.font : {}
  const attr = isRec(raw.attr) ? raw.attr : {}
  const content = isRec(raw.content) ? raw.content : {}
  const html = typeof content.text === 'string' ? content.text : ''
  const classes = [attr.class, attr.iClass, markupClasses(html)]
    .filter((c) => typeof c === 'string')
    .join(' ')
  const icons = iconsOfClasses(classes)
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : key
  const tt = raw.tT ?? raw.textTransform
  const transform = String((Array.isArray(tt) ? tt[0] : tt) ?? 'none')
  const out: LayerFonts = {
    name: '',
    family: '',
    weights: [],
    italic: false,
    icons,
    text: '',
    id,
    path,
    transform,
    raw,
  }
  const textual = TEXT_TYPES.has(String(raw.type)) || raw.subtype === 'button'
  if (!textual) return out
  out.text = stripMarkup(html)
  const family =
    typeof font.family === 'string' && font.family.trim() ? font.family : DEFAULT_FAMILY
  const name = fontName(family)
  const icon = iconFont(name)
  if (icon) {
    if (!icons.includes(icon)) icons.push(icon)
    return out
  }
  if (!isSafeFamily(name)) {
    report(`${path}.font.family`, `unsafe font family ${JSON.stringify(name)}; not loaded`)
    return out
  }
  return {
    ...out,
    name,
    family,
    // Only bad weights: nothing is asked for them.
    weights: weightsOf(font.weight, report, `${path}.font.weight`),
    italic: font.style === 'italic' || font.style === true,
  }
}
