/**
 * docs/behaviour.md §7 "SVG files by src, with duplicated asset path segments removed": an
 * address where a run of path segments repeats right after itself
 * (`/wp-content/uploads/wp-content/uploads/a.svg`) keeps one copy of the run.
 */
export function dedupeSvgPath(src: string): string {
  const m = /^((?:[a-z][\w+.-]*:)?\/\/[^/]*)?([^?#]*)(.*)$/i.exec(src)
  const head = m?.[1] ?? ''
  const path = m?.[2] ?? src
  const tail = m?.[3] ?? ''
  const parts = path.split('/')
  for (let size = Math.floor(parts.length / 2); size >= 1; size--)
    for (let i = 0; i + 2 * size <= parts.length - 1; i++) {
      const a = parts.slice(i, i + size)
      const b = parts.slice(i + size, i + 2 * size)
      if (a.some((s) => s) && a.join('/') === b.join('/')) {
        parts.splice(i + size, size)
        return dedupeSvgPath(`${head}${parts.join('/')}${tail}`)
      }
    }
  return `${head}${path}${tail}`
}
