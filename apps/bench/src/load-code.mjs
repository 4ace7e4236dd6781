// What code a page runs and compiles at load, for `trace` (docs/performance-log.md, "Nineteenth
// session"): V8 compiles each function the first time it is called, on the main thread, so the
// number of distinct functions run before ready is a cost of its own, apart from what they do.

/**
 * A lookup of esbuild's unminified output: it names each input file in a `// path` line before
 * its code; `name(path)` says what an offset after that line belongs to, `fallback` before any.
 * @param {string} source
 * @param {(path: string) => string} name
 * @param {string} fallback
 * @returns {(offset: number) => string}
 */
function marksOf(source, name, fallback) {
  /** @type {Array<[number, string]>} */
  const marks = [[0, fallback]]
  for (const m of source.matchAll(/^\/\/ (\S*\/\S+)$/gm))
    marks.push([m.index ?? 0, name(m[1] ?? '')])
  return (offset) => {
    let found = fallback
    for (const [at, label] of marks) {
      if (at > offset) break
      found = label
    }
    return found
  }
}

/**
 * The part of a bundle an offset falls in: a path under `packages/<name>/` is that package,
 * under `node_modules/<name>/` that dependency, anything else the page.
 * @param {string} source
 * @returns {(offset: number) => string}
 */
export function partsOf(source) {
  return marksOf(
    source,
    (path) => {
      const pkg = /packages\/([^/]+)\//.exec(path)?.[1]
      // The last node_modules/ names the dependency (pnpm nests them under .pnpm/<name>@<v>/).
      const dep = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]
      return pkg ?? dep ?? 'page'
    },
    'page',
  )
}

/**
 * The file an offset falls in, short: `core/src/normalise/shape.ts` for a package's file, the
 * dependency's path from its name for a dependency's, else the path as esbuild wrote it.
 * @param {string} source
 */
export function filesOf(source) {
  return marksOf(
    source,
    (path) => path.replace(/^.*packages\//, '').replace(/^.*node_modules\//, ''),
    'page',
  )
}

/**
 * Functions run (called at least once) by part, from precise coverage (`Profiler.takePreciseCoverage`)
 * and each script's source. A script's own top level is not a function and is left out.
 * @param {Array<{ scriptId: string, functions: Array<{ ranges: Array<{ startOffset: number, count: number }> }> }>} coverage
 * @param {Map<string, string>} sources script id → source, for the scripts to count
 * @returns {Map<string, number>} most first
 */
export function functionsRun(coverage, sources) {
  const counts = new Map()
  for (const script of coverage) {
    const source = sources.get(script.scriptId)
    if (source === undefined) continue
    const partAt = partsOf(source)
    for (const fn of script.functions) {
      const range = fn.ranges[0]
      if (!range || range.count === 0 || range.startOffset === 0) continue
      const part = partAt(range.startOffset)
      counts.set(part, (counts.get(part) ?? 0) + 1)
    }
  }
  return new Map([...counts].sort((a, b) => b[1] - a[1]))
}

/**
 * Main-thread ms V8 spent compiling (outermost `V8.CompileCode` events, so nested ones count
 * once) and the functions it compiled lazily (`V8.ParseFunction`), from a trace recorded with
 * the `disabled-by-default-v8.compile` category; `thread` is the page's main thread.
 * @param {Array<{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number }>} events
 * @param {{ pid: number, tid: number }} thread
 */
export function compileTime(events, thread) {
  const mine = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  let ms = 0
  let until = -1
  let lazy = 0
  for (const e of mine) {
    if (e.name === 'V8.ParseFunction') lazy++
    if (e.name !== 'V8.CompileCode' || e.ts < until) continue
    ms += (e.dur ?? 0) / 1000
    until = e.ts + (e.dur ?? 0)
  }
  return { ms, lazy }
}

/**
 * The source V8 compiled for the functions a load ran, by file, and the largest of them: a
 * function is compiled at its first call, on the main thread, from its own text (the functions
 * inside it are skipped until they are called themselves), so its own bytes are its range less
 * those of the functions directly inside it. What start's compile time grows with
 * (docs/performance-log.md, "Twenty-fifth session").
 * @param {Array<{ scriptId: string, functions: Array<{ functionName?: string, ranges: Array<{ startOffset: number, endOffset: number, count: number }> }> }>} coverage
 * @param {Map<string, string>} sources script id → source, for the scripts to count
 * @returns {{ total: number, byFile: Map<string, number>, largest: Array<{ name: string, file: string, bytes: number }> }}
 */
export function compiledSource(coverage, sources) {
  const byFile = new Map()
  const all = []
  for (const script of coverage) {
    const source = sources.get(script.scriptId)
    if (source === undefined) continue
    const fileAt = filesOf(source)
    const fns = script.functions
      .map((f) => ({ name: f.functionName || '(anonymous)', range: f.ranges[0] }))
      .filter((f) => f.range && f.range.startOffset > 0)
      .sort(
        (a, b) =>
          a.range.startOffset - b.range.startOffset || b.range.endOffset - a.range.endOffset,
      )
    const own = fns.map((f) => f.range.endOffset - f.range.startOffset)
    /** Indices of the functions that enclose the current one, innermost last. */
    const open = []
    fns.forEach((f, i) => {
      while (open.length && (fns[open.at(-1)]?.range.endOffset ?? 0) <= f.range.startOffset)
        open.pop()
      const parent = open.at(-1)
      if (parent !== undefined) own[parent] -= f.range.endOffset - f.range.startOffset
      open.push(i)
    })
    fns.forEach((f, i) => {
      if (!f.range.count) return
      const file = fileAt(f.range.startOffset)
      byFile.set(file, (byFile.get(file) ?? 0) + own[i])
      all.push({ name: f.name, file, bytes: own[i] })
    })
  }
  return {
    total: all.reduce((sum, f) => sum + f.bytes, 0),
    byFile: new Map([...byFile].sort((a, b) => b[1] - a[1])),
    largest: all.sort((a, b) => b.bytes - a.bytes),
  }
}
