// What code a page runs and compiles at load, for `trace` (docs/performance.md, "Nineteenth
// session"): V8 compiles each function the first time it is called, on the main thread, so the
// number of distinct functions run before ready is a cost of its own, apart from what they do.

/**
 * The part of a bundle an offset falls in: esbuild's unminified output names each input file in
 * a `// path` line before its code; a path under `packages/<name>/` is that package, under
 * `node_modules/<name>/` that dependency, anything else the page.
 * @param {string} source
 * @returns {(offset: number) => string}
 */
export function partsOf(source) {
  /** @type {Array<[number, string]>} */
  const marks = [[0, 'page']]
  for (const m of source.matchAll(/^\/\/ (\S*\/\S+)$/gm)) {
    const path = m[1] ?? ''
    const pkg = /packages\/([^/]+)\//.exec(path)?.[1]
    // The last node_modules/ names the dependency (pnpm nests them under .pnpm/<name>@<v>/).
    const dep = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]
    marks.push([m.index ?? 0, pkg ?? dep ?? 'page'])
  }
  return (offset) => {
    let part = 'page'
    for (const [at, name] of marks) {
      if (at > offset) break
      part = name
    }
    return part
  }
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
