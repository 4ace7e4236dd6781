/**
 * Writes the playground's small test fonts to apps/playground/public/fonts/ (run once, by hand:
 * `node packages/fonts/scripts/test-fonts.mjs`; needs Debian's fonts-roboto-unhinted, fonts-lato,
 * fonts-open-sans and fonts-font-awesome). Each face is cut to printable ASCII (the icon fonts to
 * their few glyphs) and written as woff2; the licence texts are copied next to them.
 * "Strata Icons" is drawn here: a ligature font (`chevron_left`, `chevron_right`, `star`) that
 * stands in for Material Icons in tests, released under the same licence as this repository.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import opentype from 'opentype.js'
import subsetFont from 'subset-font'

const out = fileURLToPath(new URL('../../../apps/playground/public/fonts/', import.meta.url))
mkdirSync(out, { recursive: true })
const TTF = '/usr/share/fonts/truetype/'
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

const faces = [
  ['roboto/unhinted/RobotoTTF/Roboto-Regular.ttf', 'roboto-400.woff2'],
  ['roboto/unhinted/RobotoTTF/Roboto-Bold.ttf', 'roboto-700.woff2'],
  ['lato/Lato-Regular.ttf', 'lato-400.woff2'],
  ['open-sans/OpenSans-Regular.ttf', 'open-sans-400.woff2'],
  ['open-sans/OpenSans-Italic.ttf', 'open-sans-400-italic.woff2'],
]
for (const [from, to] of faces)
  writeFileSync(
    out + to,
    await subsetFont(readFileSync(TTF + from), ASCII, { targetFormat: 'woff2' }),
  )

// Font Awesome 4.7: chevron-left (U+F053), chevron-right (U+F054), star (U+F005).
writeFileSync(
  `${out}fontawesome-webfont.woff2`,
  await subsetFont(
    readFileSync(`${TTF}font-awesome/fontawesome-webfont.ttf`),
    '\uf053\uf054\uf005',
    {
      targetFormat: 'woff2',
    },
  ),
)

/** A square-ish icon path on a 1000-unit em: a chevron or a star. */
const icon = (kind) => {
  const p = new opentype.Path()
  const pts =
    kind === 'star'
      ? Array.from({ length: 10 }, (_, i) => {
          const a = (Math.PI / 5) * i - Math.PI / 2
          const r = i % 2 ? 180 : 420
          return [500 + r * Math.cos(a), 400 - r * Math.sin(a)]
        })
      : kind === 'left'
        ? [
            [650, 800],
            [300, 400],
            [650, 0],
            [750, 100],
            [490, 400],
            [750, 700],
          ]
        : [
            [350, 800],
            [700, 400],
            [350, 0],
            [250, 100],
            [510, 400],
            [250, 700],
          ]
  for (const [i, [x, y]] of pts.entries()) {
    if (i) p.lineTo(x, y)
    else p.moveTo(x, y)
  }
  p.close()
  return p
}
const letters = 'abcdefghijklmnopqrstuvwxyz_'
const glyphs = [
  new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() }),
  new opentype.Glyph({ name: 'space', unicode: 32, advanceWidth: 250, path: new opentype.Path() }),
  // Letters draw nothing and take little room: only their ligatures show.
  ...[...letters].map(
    (c) =>
      new opentype.Glyph({
        name: c === '_' ? 'underscore' : c,
        unicode: c.charCodeAt(0),
        advanceWidth: 300,
        path: new opentype.Path(),
      }),
  ),
]
const ligatures = { chevron_left: 'left', chevron_right: 'right', star: 'star' }
for (const [name, kind] of Object.entries(ligatures))
  glyphs.push(new opentype.Glyph({ name, advanceWidth: 1000, path: icon(kind) }))
const font = new opentype.Font({
  familyName: 'Strata Icons',
  styleName: 'Regular',
  unitsPerEm: 1000,
  ascender: 800,
  descender: -200,
  glyphs,
})
const index = (c) => glyphs.findIndex((g) => g.unicode === c.charCodeAt(0))
for (const [i, name] of Object.keys(ligatures).entries())
  font.substitution.add('liga', {
    sub: [...name].map(index),
    by: glyphs.length - Object.keys(ligatures).length + i,
  })
const ttf = Buffer.from(font.toArrayBuffer())
writeFileSync(
  `${out}strata-icons.woff2`,
  await subsetFont(ttf, `${letters} `, { targetFormat: 'woff2' }),
)

for (const [from, to] of [
  ['fonts-roboto-unhinted', 'LICENSE-roboto.txt'],
  ['fonts-open-sans', 'LICENSE-open-sans.txt'],
  ['fonts-lato', 'LICENSE-lato.txt'],
  ['fonts-font-awesome', 'LICENSE-font-awesome.txt'],
])
  copyFileSync(`/usr/share/doc/${from}/copyright`, out + to)
copyFileSync('/usr/share/common-licenses/Apache-2.0', `${out}LICENSE-apache-2.0.txt`)
