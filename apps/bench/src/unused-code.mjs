// Which code of a page's first download never runs, by source file, for `trace`: the candidates
// for an on-demand chunk (docs/performance.md). esbuild's unminified output names each input
// file in a `// path` line before its code; built from the packages' sources (TRACE_SOURCES=1),
// those are the TypeScript files.

/**
 * A short name for an input path: `packages/<name>/...` as `<name>/...`, a dependency from its
 * name (pnpm nests them under `.pnpm/<name>@<v>/node_modules/`), anything else as written.
 * @param {string} path
 */
export const shortPath = (path) =>
  /packages\/(.+)$/.exec(path)?.[1] ?? /.*node_modules\/(.+)$/.exec(path)?.[1] ?? path

/**
 * The file an offset falls in, and each file's size, from esbuild's path lines.
 * @param {string} source
 */
export function filesOf(source) {
  /** @type {Array<[number, string]>} */
  const marks = [[0, 'page']]
  for (const m of source.matchAll(/^\/\/ (\S*\/\S+)$/gm))
    marks.push([m.index ?? 0, shortPath(m[1] ?? '')])
  /** @type {Map<string, number>} */
  const sizes = new Map()
  marks.forEach(([at, file], i) => {
    const end = marks[i + 1]?.[0] ?? source.length
    sizes.set(file, (sizes.get(file) ?? 0) + end - at)
  })
  /** @param {number} offset */
  const fileAt = (offset) => {
    let file = 'page'
    for (const [at, name] of marks) {
      if (at > offset) break
      file = name
    }
    return file
  }
  return { fileAt, sizes }
}

/**
 * Bytes of functions never called (outermost ranges only, so a function inside one never called
 * counts once), by file, most first: from one script's precise coverage
 * (`Profiler.takePreciseCoverage`, its `functions`) and its source.
 * @param {Array<{ ranges: Array<{ startOffset: number, endOffset: number, count: number }> }>} functions
 * @param {string} source
 * @returns {Array<{ file: string, unused: number, size: number }>}
 */
export function unusedByFile(functions, source) {
  const { fileAt, sizes } = filesOf(source)
  const never = functions
    .map((f) => f.ranges[0])
    .filter((r) => r !== undefined && r.count === 0)
    .sort((a, b) => a.startOffset - b.startOffset)
  /** @type {Map<string, number>} */
  const unused = new Map()
  let until = -1
  for (const r of never) {
    if (r.startOffset < until) continue
    until = r.endOffset
    const file = fileAt(r.startOffset)
    unused.set(file, (unused.get(file) ?? 0) + r.endOffset - r.startOffset)
  }
  return [...unused]
    .map(([file, bytes]) => ({ file, unused: bytes, size: sizes.get(file) ?? 0 }))
    .sort((a, b) => b.unused - a.unused)
}
