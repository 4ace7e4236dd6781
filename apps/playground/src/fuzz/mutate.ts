import type { RawRecord, RawValue } from '@strata/core'

/**
 * Edits of a real module's data for the fuzz page (e2e/reliability-fuzz.spec.ts): fast-check
 * draws them as plain numbers, and each number picks among what the module holds (its paths, its
 * layers' ids), so every edit lands on data a real export has and a failing case shrinks to the
 * few edits that matter.
 */
export type Edit =
  /** Removes the value at path number `at`. */
  | { kind: 'delete'; at: number }
  /** Puts {@link ODD_VALUES}`[value]` at path number `at`. */
  | { kind: 'set'; at: number; value: number }
  /** Puts the value the module had at path number `from` at path number `at` (a type mix-up). */
  | { kind: 'swap'; at: number; from: number }
  /** Changes how layer `layer` of slide `slide` sits in its slide: see {@link LAYER_FIELDS}. */
  | { kind: 'layer'; slide: number; layer: number; field: LayerField; pick: number }

/**
 * The structural fields of a layer an export links by id: its parent (`pid`, a cycle included),
 * what its position is relative to, its kind, its own id (a duplicate), or a copy of it over
 * another layer.
 */
export const LAYER_FIELDS = ['pid', 'rTo', 'type', 'subtype', 'id', 'copy'] as const
export type LayerField = (typeof LAYER_FIELDS)[number]

// Every kind SPEC.md and the export name, an add-on's, and none.
const TYPES = [
  ...['text', 'shape', 'container', 'linebreak', 'image', 'video', 'audio', 'svg', 'button'],
  ...['row', 'column', 'zone', 'group', 'particlewave', ''],
]
const SUBTYPES = ['group', 'row', 'column', 'zone', 'image', 'slidebg', 'button', '', 'other']

/**
 * Values a hand edit, an old export or a hostile feed puts where they do not belong. The last
 * ones would set a `window.__pwned*` flag or navigate if anything ran them.
 */
export const ODD_VALUES: readonly RawValue[] = [
  null,
  '',
  0,
  -1,
  1e9,
  -1e9,
  0.5,
  true,
  'abc',
  '#a',
  '-50%',
  '999%',
  'auto',
  '{{title}}',
  'NaN',
  '1e400',
  [],
  {},
  [null],
  ['#a', null, 7],
  { a: { b: {} } },
  'javascript:window.__pwnedHref=1',
  '<img src=x onerror="window.__pwnedImg=1">',
  '<script>window.__pwnedScript=1</script>',
  '"><svg onload="window.__pwnedSvg=1">',
  'url(javascript:window.__pwnedUrl=1)',
]

type Path = readonly string[]

const isRecord = (v: RawValue): v is RawRecord | RawValue[] => typeof v === 'object' && v !== null

/** Every path in `value`, parents before their children. */
export function pathsOf(value: RawValue, prefix: Path = [], out: Path[] = []): Path[] {
  if (!isRecord(value)) return out
  for (const key of Object.keys(value)) {
    const path = [...prefix, key]
    out.push(path)
    pathsOf((value as RawRecord)[key], path, out)
  }
  return out
}

const valueAt = (root: RawValue, path: Path): RawValue =>
  path.reduce<RawValue>((v, key) => (isRecord(v) ? (v as RawRecord)[key] : undefined), root)

const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % list.length]

/** Where `path` ends: its parent object (if the edits before left one) and its last key. */
function slot(root: RawRecord, path: Path): [RawRecord, string] | undefined {
  const parent = valueAt(root, path.slice(0, -1))
  const key = path[path.length - 1]
  return isRecord(parent) && key !== undefined ? [parent as RawRecord, key] : undefined
}

function editLayer(data: RawRecord, edit: Extract<Edit, { kind: 'layer' }>): string | undefined {
  const slides = data.slides
  if (!isRecord(slides)) return
  const slideKey = pick(Object.keys(slides), edit.slide)
  const layers = slideKey === undefined ? undefined : valueAt(slides, [slideKey, 'layers'])
  if (!isRecord(layers)) return
  const ids = Object.keys(layers)
  const id = pick(ids, edit.layer)
  const layer = id === undefined ? undefined : (layers as RawRecord)[id]
  if (id === undefined || !isRecord(layer) || Array.isArray(layer)) return
  const other = pick(ids, edit.pick) ?? id
  const where = `slides.${slideKey}.layers.${id}`
  switch (edit.field) {
    case 'copy':
      ;(layers as RawRecord)[other] = structuredClone(layer)
      return `${where} copied over ${other}`
    case 'type':
    case 'subtype': {
      const value = pick(edit.field === 'type' ? TYPES : SUBTYPES, edit.pick)
      layer[edit.field] = value
      return `${where}.${edit.field} = ${JSON.stringify(value)}`
    }
    case 'rTo':
      layer.rTo = edit.pick % 3 ? other : 'slide'
      return `${where}.rTo = ${JSON.stringify(layer.rTo)}`
    default:
      // `pid` and `id`: another layer's id, its own one time in five (a cycle of one).
      layer[edit.field] = edit.pick % 5 ? other : id
      return `${where}.${edit.field} = ${JSON.stringify(layer[edit.field])}`
  }
}

/**
 * `module` with `edits` applied in turn, on a copy (the original is never touched), and a line
 * for each edit that found its place: what a failing case prints.
 */
export function applyEdits(
  module: RawRecord,
  edits: readonly Edit[],
): { data: RawRecord; said: string[] } {
  const data = structuredClone(module)
  const paths = pathsOf(module)
  const said: string[] = []
  for (const edit of edits) {
    if (edit.kind === 'layer') {
      const line = editLayer(data, edit)
      if (line) said.push(line)
      continue
    }
    const path = pick(paths, edit.at)
    const place = path && slot(data, path)
    if (!path || !place) continue
    const [parent, key] = place
    const where = path.join('.')
    if (edit.kind === 'delete') {
      delete parent[key]
      said.push(`${where} deleted`)
    } else {
      const value =
        edit.kind === 'set'
          ? pick(ODD_VALUES, edit.value)
          : valueAt(module, pick(paths, edit.from) ?? [])
      parent[key] = structuredClone(value)
      said.push(`${where} = ${JSON.stringify(value)?.slice(0, 80)}`)
    }
  }
  return { data, said }
}
