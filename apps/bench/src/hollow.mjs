// The measuring variant `ab hollow` makes (docs/performance.md, "How to measure"): a page file
// whose functions that never ran have empty bodies. It is what a perfect split of the first
// download would leave on the page (each function that waits a stub), so its A/B against the
// page gives the most any on-demand chunk could take off the load.
import ts from 'typescript'

/**
 * @typedef {{ startOffset: number, endOffset: number, count: number }} Range
 * @typedef {{ ranges: Range[] }} FunctionCoverage
 */

/**
 * Each function V8 saw, as `end → [start, ran]` entries, from one script's precise coverage
 * takes (`Profiler.takePreciseCoverage`, its `functions`). A later take lists only what ran since
 * the one before, so a function ran if any take counts it.
 * @param {FunctionCoverage[][]} takes
 * @returns {Map<number, Map<number, boolean>>}
 */
export function functionsSeen(takes) {
  /** @type {Map<number, Map<number, boolean>>} */
  const byEnd = new Map()
  for (const functions of takes)
    for (const f of functions) {
      const r = f.ranges[0]
      if (r === undefined) continue
      const starts = byEnd.get(r.endOffset) ?? new Map()
      starts.set(r.startOffset, (starts.get(r.startOffset) ?? false) || r.count > 0)
      byEnd.set(r.endOffset, starts)
    }
  return byEnd
}

/**
 * The source with the body of every function that never ran emptied (`{}`, or `0` for an
 * arrow's expression), outermost first: a function inside an emptied one goes with it. V8
 * starts a function's range at its keyword, name or parameters, so a function is matched by
 * its end and a start before its body; one V8 did not list is kept as it is.
 * @param {string} source
 * @param {Map<number, Map<number, boolean>>} seen  from `functionsSeen`
 * @returns {{ code: string, emptied: number, removed: number }}
 */
export function hollowed(source, seen) {
  const file = ts.createSourceFile(
    'page.js',
    source,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  )
  /** @type {Array<[number, number, string]>} */
  const edits = []
  /**
   * The body to empty when `node` is a function V8 saw never run; undefined otherwise.
   * @param {ts.Node} node
   */
  const idleBody = (node) => {
    if (!ts.isFunctionLike(node) || !('body' in node) || node.body === undefined) return
    const body = /** @type {ts.Node} */ (node.body)
    const from = node.getStart(file)
    const to = body.getStart(file)
    for (const [start, ran] of seen.get(node.end) ?? [])
      if (start >= from && start < to) return ran ? undefined : body
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    const body = idleBody(node)
    if (body === undefined) ts.forEachChild(node, visit)
    else edits.push([body.getStart(file), body.end, ts.isBlock(body) ? '{}' : '0'])
  }
  visit(file)
  let code = source
  let removed = 0
  for (const [start, end, text] of edits.reverse()) {
    code = code.slice(0, start) + text + code.slice(end)
    removed += end - start - text.length
  }
  return { code, emptied: edits.length, removed }
}
