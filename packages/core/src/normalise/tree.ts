import type { LayerModel } from '../types/model'
import type { Reporter } from '../types/plugin'
import { dot, hasOwn } from './safe'

/**
 * Checks parent links across a slide's layers: an unknown parent becomes none, and a cycle is
 * broken where it closes (that layer gets no parent), so the rest still renders. Both reported.
 * `paths[i]` is where `layers[i]` sits in the raw data.
 */
export function resolveParents(
  layers: readonly LayerModel[],
  paths: readonly string[],
  report: Reporter,
): void {
  const byId = new Map(layers.map((l) => [l.id, l]))
  // The raw key as written: the export's `pid` or the long `parentId`.
  const pathOf = (l: LayerModel) =>
    dot(paths[layers.indexOf(l)] ?? '', hasOwn(l.raw, 'parentId') ? 'parentId' : 'pid')
  // `forEach`, not `for…of`: every built slide's layers pass here before V8 optimises it, where
  // the iterator protocol is several times the bytecode (docs/performance.md).
  layers.forEach((l) => {
    if (l.parentId !== null && !byId.has(l.parentId)) {
      report(pathOf(l), `unknown parent ${l.parentId}; using none`)
      l.parentId = null
    }
  })
  const done = new Set<LayerModel>()
  layers.forEach((l) => {
    // Walk up from l; meeting a layer of this same walk again means a cycle.
    const walk = new Set<LayerModel>()
    let c: LayerModel | undefined = l
    while (c && !done.has(c)) {
      walk.add(c)
      const up: LayerModel | undefined = c.parentId === null ? undefined : byId.get(c.parentId)
      if (up && walk.has(up)) {
        report(pathOf(c), `parent cycle at ${c.parentId}; using none`)
        c.parentId = null
        break
      }
      c = up
    }
    walk.forEach((w) => {
      done.add(w)
    })
  })
}
