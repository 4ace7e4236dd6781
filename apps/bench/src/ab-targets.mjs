// What one `ab compare` label loads (ab.mjs): a build's page, or another page of a build, so
// pages compare in one run as builds do (docs/performance.md, "How to measure").

/**
 * The folder under dist/ab and the page a label names: `head` is the page asked for in build
 * `head`, `head:strata-static` that build's `strata-static` page instead.
 * @param {string} label
 * @param {string} page the page `compare` was given
 * @returns {{ build: string, page: string }}
 */
export function abTarget(label, page) {
  const at = label.indexOf(':')
  if (at < 0) return { build: label, page }
  return { build: label.slice(0, at), page: label.slice(at + 1) || page }
}
