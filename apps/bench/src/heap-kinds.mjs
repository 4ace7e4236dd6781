// What a settled page's heap holds, by kind, for `trace` (docs/performance-log.md, "Thirty-second
// session"): the bench's heap figure is one number, and between Strata and the peers most of it
// is code (machine code, bytecode and what V8 keeps beside them), not the module's data.

const NUMBER_CACHE = "V8's number-to-text cache"

/** The kinds a heap snapshot's nodes are summed into, in the order printed. */
export const KINDS = [
  'machine code',
  'bytecode',
  'code metadata',
  'script source',
  'strings',
  'arrays',
  'objects',
  'closures',
  'hidden classes',
  NUMBER_CACHE,
  'DOM and styles (Blink)',
  'other',
]

/**
 * The kind of one snapshot node, from its type and name (V8's `system / …` names).
 * @param {string} type
 * @param {string} name
 */
export function kindOf(type, name) {
  if (type === 'code')
    return /InstructionStream|^system \/ Code$/.test(name)
      ? 'machine code'
      : name === 'system / BytecodeArray'
        ? 'bytecode'
        : 'code metadata'
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string')
    return 'strings'
  if (type === 'array') return 'arrays'
  if (type === 'object') return 'objects'
  if (type === 'closure') return 'closures'
  if (type === 'object shape') return 'hidden classes'
  if (name === 'system / ExternalStringData') return 'script source'
  if (name === 'system / DoubleStringCache') return NUMBER_CACHE
  if (name.startsWith('blink::') || name.startsWith('Detached ') || /^HTML|^CSS/.test(name))
    return 'DOM and styles (Blink)'
  return 'other'
}

/**
 * V8's caches of numbers written as text: the fractions' is a node of its own name, the small
 * integers' an unnamed array the heap's root list holds by this edge name.
 */
const NUMBER_CACHE_EDGES = new Set(['smi_string_cache', 'number_string_cache'])

/**
 * The nodes (by index) that a root list's edge names as a number-to-text cache.
 * @param {{ snapshot: { meta: { node_fields: string[], edge_fields?: string[] } }, nodes: number[], edges?: number[], strings: string[] }} snap
 */
function numberCaches(snap) {
  const { node_fields: fields, edge_fields: edgeFields = [] } = snap.snapshot.meta
  const edges = snap.edges ?? []
  const name = edgeFields.indexOf('name_or_index')
  const to = edgeFields.indexOf('to_node')
  const found = new Set()
  // Element edges hold a number, not a string index; a name that is no string matches nothing.
  for (let e = 0; name >= 0 && e < edges.length; e += edgeFields.length)
    if (NUMBER_CACHE_EDGES.has(snap.strings[edges[e + name]]))
      found.add(edges[e + to] / fields.length)
  return found
}

/**
 * Self sizes summed by kind (bytes) from a heap snapshot (`HeapProfiler.takeHeapSnapshot`'s JSON).
 * @param {{ snapshot: { meta: { node_fields: string[], node_types: any[], edge_fields?: string[] } }, nodes: number[], edges?: number[], strings: string[] }} snap
 * @returns {Map<string, number>} every kind of {@link KINDS}, in that order
 */
export function heapKinds(snap) {
  const { node_fields: fields, node_types: nodeTypes } = snap.snapshot.meta
  const types = nodeTypes[0]
  const width = fields.length
  const type = fields.indexOf('type')
  const name = fields.indexOf('name')
  const size = fields.indexOf('self_size')
  const caches = numberCaches(snap)
  const out = new Map(KINDS.map((k) => [k, 0]))
  for (let i = 0; i < snap.nodes.length; i += width) {
    const kind = caches.has(i / width)
      ? NUMBER_CACHE
      : kindOf(types[snap.nodes[i + type]], snap.strings[snap.nodes[i + name]] ?? '')
    out.set(kind, (out.get(kind) ?? 0) + snap.nodes[i + size])
  }
  return out
}

/**
 * Takes a heap snapshot of the page behind `cdp` (after a full collection) and sums it by kind.
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function heapKindsOf(cdp) {
  const chunks = []
  const onChunk = (e) => chunks.push(e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  return heapKinds(JSON.parse(chunks.join('')))
}

/**
 * What grew or shrank between two sums by kind (heapKinds), largest change first, leaving out
 * kinds that moved by less than `least` bytes: how `remount` tells V8's code from objects a
 * destroyed slider left.
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 * @param {number} [least] bytes a change must reach to be listed
 * @returns {Array<[string, number]>} kind and bytes after less before
 */
export function kindGrowth(before, after, least = 1024) {
  const kinds = new Set([...before.keys(), ...after.keys()])
  return [...kinds]
    .map((k) => /** @type {[string, number]} */ ([k, (after.get(k) ?? 0) - (before.get(k) ?? 0)]))
    .filter(([, bytes]) => Math.abs(bytes) >= least)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
}
