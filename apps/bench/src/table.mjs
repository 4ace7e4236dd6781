/**
 * Prints rows of equal-length string cells as aligned columns; the first row is the header.
 * @param {string[][]} rows
 */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i])).join('  '))
}
