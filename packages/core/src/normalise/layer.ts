import type {
  LayerModel,
  LayerSize,
  LayerType,
  Length,
  RawRecord,
  RawValue,
  Responsive,
} from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, dot, fix, isRec } from './safe'
import { firstSet, oneOf, parseBoolean, parseLength, perLevel, records, str } from './scalars'
import { type Reader, type Schema, shape } from './shape'

function words(s: string) {
  return s.split(' ')
}
/** docs/behaviour.md §5: a layer's tag must be one of these, else the generic 'div'. */
const TAGS = words(
  'div span p h1 h2 h3 h4 h5 h6 a button label section article aside header footer nav figure figcaption blockquote ul ol li strong em small i b',
)
const TYPES = words(
  'text button image video audio svg shape row column group zone container linebreak',
)
const GROUPS = words('group row column zone')
/** Exports spell the centre `center`, `middle`, `mid` or `c` on either axis. */
const MIDDLE = words('center middle mid c')
function inList<T extends string>(list: readonly T[], middle: T) {
  return (v: RawValue): T | undefined => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : v
    return MIDDLE.includes(s as string) ? middle : list.includes(s as T) ? (s as T) : undefined
  }
}
const H = inList(['left', 'center', 'right'], 'center')
const V = inList(['top', 'middle', 'bottom'], 'middle')
function text(v: RawValue) {
  return typeof v === 'string' ? v : undefined
}
function len(d: string | number) {
  return perLevel(d, parseLength)
}
/**
 * A size: a length, or a fraction of the parent's size as exports write it, `"#1/3#"` (kept as
 * that text; the layer plugin resolves it against what holds the layer).
 */
const FRACTION = /^#\s*\d+(\.\d+)?\s*\/\s*\d+(\.\d+)?\s*#$/
function sizeLength(v: RawValue) {
  return typeof v === 'string' && FRACTION.test(v.trim()) ? v.replace(/\s/g, '') : parseLength(v)
}
function size(d: string) {
  return perLevel<Length>(d, sizeLength)
}

const COVER = ['custom', 'cover', 'fullinset', 'fullheight'] as const
function lower(v: RawValue) {
  return typeof v === 'string' ? v.trim().toLowerCase() : v
}
/** The cover mode; `fullwidth` is read by {@link fullWidth} and is `custom` here. */
const coverMode: Reader<LayerSize['coverMode']> = (v, report, p) =>
  lower(v) === 'fullwidth' ? 'custom' : oneOf(lower(v), COVER, 'custom', report, p)
function five<T>(v: T): Responsive<T> {
  return [v, v, v, v, v]
}
/**
 * `cMode: "fullwidth"` spans the width of what the layer is relative to, from its left edge
 * (the grid for a grid-relative layer). The model states it as what is drawn: 100% wide at
 * x 0 from the left at every level, cover mode `custom`.
 */
function fullWidth(r: RawRecord, layer: LayerModel): LayerModel {
  const size = isRec(r.size) ? r.size : {}
  if (lower(absent(size.coverMode) ? size.cMode : size.coverMode) !== 'fullwidth') return layer
  const { position } = layer
  return {
    ...layer,
    size: { ...layer.size, width: five('100%') },
    position: { ...position, x: five(0), horizontal: five('left') },
  }
}

/** Layer schema (docs/behaviour.md §3 "Layer"); id, type, tag and parentId (`pid`) are read apart. */
const LAYER = {
  alias: '',
  subtype: '',
  // Exports write `rTo` only for `slide`: a layer without it is placed in the layer grid.
  'relativeTo|rTo': 'grid',
  order: 0,
  zIndex: 5,
  // Exports may hold display per level; the model keeps one value.
  display: (v, report, p) => str(firstSet(v), 'block', report, p),
  'visible|vis': perLevel(true, parseBoolean),
  size: {
    'width|w': size('auto'),
    'height|h': size('auto'),
    'minWidth|minW': size('none'),
    'maxWidth|maxW': size('none'),
    'minHeight|minH': size('none'),
    'maxHeight|maxH': size('none'),
    'coverMode|cMode': coverMode,
  },
  'position|pos': {
    x: len(0),
    y: len(0),
    'horizontal|h': perLevel('left', H),
    'vertical|v': perLevel('top', V),
    'mode|pos': ['absolute', 'relative'],
    float: perLevel('none', text),
    clear: perLevel('none', text),
  },
  content: { text: '', src: '', poster: '' },
  'attributes|attr': { id: '', class: '', 'innerClass|iClass': '', wrapClass: '', wrapId: '' },
  // SPEC spells it `labeledby`.
  'accessibility|acc': {
    hidden: false,
    label: '',
    role: '',
    haspopup: '',
    'labelledby|labeledby': '',
  },
  actions: records,
} as const satisfies Schema

/**
 * The layer type from both spellings: SPEC's `type: 'button'` / `'group'`, and the export's
 * `type: 'text', subtype: 'button'` / `type: 'container'|'shape'` (or none), `subtype: 'group'`.
 */
export function layerType(type: RawValue, subtype: RawValue): LayerType | undefined {
  return GROUPS.includes(subtype as string) &&
    (absent(type) || type === 'container' || type === 'shape')
    ? (subtype as LayerType)
    : type === 'text' && subtype === 'button'
      ? 'button'
      : TYPES.includes(type as string)
        ? (type as LayerType)
        : undefined
}

/**
 * One raw layer record -> LayerModel (parents are checked later, across the slide).
 * `undefined` (reported) for an unknown type. `ids` holds the ids taken so far in the slide.
 */
export function normaliseLayer(
  r: RawRecord,
  key: string,
  ids: Set<string>,
  report: Reporter,
  p: string,
): LayerModel | undefined {
  const type = layerType(r.type, r.subtype)
  if (!type)
    return void report(
      dot(p, 'type'),
      `unknown type ${JSON.stringify(r.type)?.slice(0, 40)}; layer dropped`,
    )
  let id = str(r.id, '', report, dot(p, 'id')) || key
  if (ids.has(id)) {
    const old = id
    while (ids.has(id)) id = `${old}_${Math.random().toString(36).slice(2, 7)}`
    report(dot(p, 'id'), `duplicate id ${old}; renamed ${id}`)
  }
  ids.add(id)
  // Core leaves timelines to plugins but guarantees their outer shape: scenes are objects.
  // The raw record is never changed: `raw` is a shallow copy holding the checked `tl`.
  const { tl, ...raw } = r
  if (isRec(tl))
    raw.tl = Object.fromEntries(
      Object.entries(tl).filter(
        ([k, s]) => isRec(s) || void report(dot(p, `tl.${k}`), 'scene must be an object; ignored'),
      ),
    )
  else if (tl != null) report(dot(p, 'tl'), 'must be an object of scenes; ignored')
  const tag = r.tag
  const pidKey = Object.hasOwn(r, 'parentId') ? 'parentId' : 'pid'
  const pid = r[pidKey]
  return fullWidth(r, {
    ...shape(r, LAYER, report, p),
    id,
    type,
    tag: absent(tag)
      ? 'div'
      : typeof tag === 'string' && TAGS.includes(tag.toLowerCase())
        ? tag.toLowerCase()
        : fix(report, dot(p, 'tag'), 'tag not allowed', 'div'),
    parentId:
      absent(pid) || pid === -1 || pid === '-1'
        ? null
        : typeof pid === 'string' || typeof pid === 'number'
          ? `${pid}`
          : fix(report, dot(p, pidKey), 'must be a layer id', null),
    raw,
  })
}
