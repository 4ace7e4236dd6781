/**
 * Reads font files and prints `@strata/fonts` metrics for them: the capsize metrics of the file
 * itself (`@capsizecss/unpack`; the OS/2 typo metrics when the file sets USE_TYPO_METRICS, as
 * browsers then draw from those) and its `widths` (`fontkit`): the advance of each printable
 * ASCII character and the width change of each pair drawn together (kerning, two-letter
 * ligatures), in font units. With them `fonts()` sizes each layer's fallback to its own text.
 *
 *   node packages/fonts/scripts/font-metrics.mjs <out.ts> <exportName>=<file.woff2> ...
 *
 * The playground's served fonts: `pnpm --filter @strata/fonts metrics:playground`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { fromFile } from '@capsizecss/unpack/fs'
import * as fontkit from 'fontkit'

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))

/**
 * A file's metrics and widths, as `fonts({ metrics })` takes them. `only` limits the pairs read
 * to those of one text (a quick check); every pair of printable ASCII otherwise.
 */
export async function fontMetrics(file, only) {
  const unpacked = await fromFile(file)
  const font = fontkit.create(readFileSync(file))
  const os2 = font['OS/2']
  // fsSelection bit 7: lines are drawn from the typo metrics, not hhea's.
  const typo = os2?.fsSelection?.useTypoMetrics
  const vertical = typo
    ? { ascent: os2.typoAscender, descent: os2.typoDescender, lineGap: os2.typoLineGap }
    : {}
  const width = (text) => font.layout(text).advanceWidth
  const advances = {}
  for (const c of ASCII) if (font.hasGlyphForCodePoint(c.charCodeAt(0))) advances[c] = width(c)
  const pairs = {}
  const all = Object.keys(advances).flatMap((a) => Object.keys(advances).map((b) => a + b))
  const wanted = only ? [...only].slice(1).map((c, i) => only[i] + c) : all
  for (const ab of wanted) {
    if (!(ab[0] in advances && ab[1] in advances)) continue
    const change = width(ab) - advances[ab[0]] - advances[ab[1]]
    if (change) pairs[ab] = change
  }
  const { subsets: _subsets, ...capsize } = unpacked
  return { ...capsize, ...vertical, widths: { advances, pairs } }
}

const [out, ...specs] = process.argv.slice(2)
// Run as a script (not imported by a test): write the metrics module.
if (out && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let ts = `/**\n * Written by packages/fonts/scripts/font-metrics.mjs from the files in apps/playground/public/fonts/\n * (do not edit): the metrics and widths of the fonts the local provider serves.\n */\nimport type { FontMetrics } from '@strata/fonts'\n`
  for (const spec of specs) {
    const [name, file] = spec.split('=')
    const m = await fontMetrics(file)
    ts += `\nexport const ${name}: FontMetrics = ${JSON.stringify(m)}\n`
  }
  writeFileSync(out, ts)
}
