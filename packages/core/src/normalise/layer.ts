import type { LayerModel, LayerType, RawRecord, RawValue } from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, dot, fix, isRec } from './safe'
import { firstSet, parseBoolean, parseLength, perLevel, records, str } from './scalars'
import { type Schema, shape } from './shape'

const words = (s: string) => s.split(' ')
/** SPEC.md §5: a layer's tag must be one of these, else the generic 'div'. */
const TAGS = words(
  'div span p h1 h2 h3 h4 h5 h6 a button label section article aside header footer nav figure figcaption blockquote ul ol li strong em small i b',
)
const TYPES = words(
  'text button image video audio svg shape row column group zone container linebreak',
)
const GROUPS = words('group row column zone')
const inList =
  <T extends string>(list: readonly T[], alias: string, to: T) =>
  (v: RawValue): T | undefined =>
    v === alias ? to : list.includes(v as T) ? (v as T) : undefined
// Exports write 'center' for vertical middle (and the other way round).
const H = inList(['left', 'center', 'right'], 'middle', 'center')
const V = inList(['top', 'middle', 'bottom'], 'center', 'middle')
const text = (v: RawValue) => (typeof v === 'string' ? v : undefined)
const len = (d: string | number) => perLevel(d, parseLength)

/** Layer schema (SPEC.md §3 "Layer"); id, type, tag and parentId (`pid`) are read apart. */
const LAYER = {
  alias: '',
  subtype: '',
  'relativeTo|rTo': 'slide',
  order: 0,
  zIndex: 5,
  // Exports may hold display per level; the model keeps one value.
  display: (v, report, p) => str(firstSet(v), 'block', report, p),
  'visible|vis': perLevel(true, parseBoolean),
  size: {
    'width|w': len('auto'),
    'height|h': len('auto'),
    'minWidth|minW': len('none'),
    'maxWidth|maxW': len('none'),
    'minHeight|minH': len('none'),
    'maxHeight|maxH': len('none'),
    'coverMode|cMode': ['custom', 'cover', 'fullinset', 'fullheight'],
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
export const layerType = (type: RawValue, subtype: RawValue): LayerType | undefined =>
  GROUPS.includes(subtype as string) && (absent(type) || type === 'container' || type === 'shape')
    ? (subtype as LayerType)
    : type === 'text' && subtype === 'button'
      ? 'button'
      : TYPES.includes(type as string)
        ? (type as LayerType)
        : undefined

/**
 * One raw layer record -> LayerModel (parents are checked later, across the slide).
 * `undefined` (reported) for an unknown type. `ids` holds the ids taken so far in the slide.
 */
export const normaliseLayer = (
  r: RawRecord,
  key: string,
  ids: Set<string>,
  report: Reporter,
  p: string,
): LayerModel | undefined => {
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
  return {
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
  }
}
