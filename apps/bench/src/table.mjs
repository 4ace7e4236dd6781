/**
 * Prints rows of equal-length string cells as aligned columns; the first row is the header.
 * @param {string[][]} rows
 */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i])).join('  '))
}

/**
 * The same rows as a Markdown table (pipes in cells escaped).
 * @param {string[][]} rows
 * @returns {string}
 */
export function markdownTable(rows) {
  const line = (row) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  const [head, ...body] = rows
  return [line(head), `|${head.map(() => ' ---: ').join('|')}|`, ...body.map(line)].join('\n')
}
