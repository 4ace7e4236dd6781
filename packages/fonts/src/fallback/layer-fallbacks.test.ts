// @vitest-environment node
import arial from '@capsizecss/metrics/arial'
import lato from '@capsizecss/metrics/lato'
import { describe, expect, it } from 'vitest'
import { isSafeFamily } from '../normalise'
import { type FontMetrics, localFor } from './fallback-faces'
import { type LayerText, layerFallbackCss } from './layer-fallbacks'
import { drawnText, localWidth, webWidth } from './text-width'

/** A made-up web font: 'a' 500 units, 'b' 600, 'ab' kerned by -100, 1000 units per em. */
const web: FontMetrics = {
  familyName: 'Web',
  category: 'sans-serif',
  ascent: 900,
  descent: -300,
  lineGap: 100,
  unitsPerEm: 1000,
  capHeight: 700,
  xHeight: 500,
  xWidthAvg: 550,
  widths: { advances: { a: 500, b: 600, ' ': 250 }, pairs: { ab: -100 } },
}
const layer = (over: Partial<LayerText> = {}): LayerText => ({
  id: 'l1',
  name: 'Web',
  family: "'Web', sans-serif",
  weights: [400],
  italic: false,
  text: 'ab',
  transform: 'none',
  ...over,
})
/** The local font draws every character 0.5 em wide (at 100 px: 50 px each). */
const measure = (_font: string, text: string) => [...text].length * 50

describe("a layer's own fallback: the local font sized to the layer's text (docs/behaviour.md §4 fonts)", () => {
  it("the web font's width of a text is its advances plus its pairs' kerning, in em", () => {
    expect(webWidth(web, 'ab')).toBeCloseTo(1.0)
    expect(webWidth(web, 'ba')).toBeCloseTo(1.1)
    // A character the table lacks counts as the average width.
    expect(webWidth(web, 'z')).toBeCloseTo(0.55)
    expect(webWidth(lato, 'ab')).toBeUndefined()
  })

  it('measures the text as drawn: transform applied, white space collapsed', () => {
    expect(drawnText('  Hello \n  world ', 'uppercase')).toBe('HELLO WORLD')
    expect(drawnText('hello world', 'capitalize')).toBe('Hello World')
  })

  it("without a canvas to measure with, the local font's width is estimated from its average", () => {
    expect(localWidth(localFor(web), false, 'ab', undefined)).toBeCloseTo(
      (2 * arial.xWidthAvg) / arial.unitsPerEm,
    )
    expect(localWidth(localFor(web), false, 'ab', measure)).toBeCloseTo(1)
  })

  it('size-adjust is web width / local width of that text; the line metrics are divided by it so lines keep their height', () => {
    const css = layerFallbackCss('data-s="1"', 'fb-1', [layer()], [web], measure, isSafeFamily)
    // 'ab': web 1.0 em, local 1.0 em -> 100 %; 'ab ab' is another text, another size.
    expect(css).toContain('size-adjust:100%')
    expect(css).toContain('ascent-override:90%;descent-override:30%')
    const wide = layerFallbackCss(
      'data-s="1"',
      'fb-1',
      [layer({ text: 'bb' })],
      [web],
      measure,
      isSafeFamily,
    )
    // 'bb': web 1.2 em, local 1.0 em -> 120 %, ascent 0.9 / 1.2 = 75 %.
    expect(wide).toContain('size-adjust:120%;ascent-override:75%')
  })

  it("puts the layer's own fallback second in its stack, scoped to the module, the authored rest kept", () => {
    const css = layerFallbackCss('data-s="1"', 'fb-1', [layer()], [web], measure, isSafeFamily)
    expect(css).toContain(
      '[data-s="1"] [data-layer-id="l1"]{font-family:"Web","fb-1-0",sans-serif!important}',
    )
    expect(css).toMatch(/@font-face\{font-family:"fb-1-0";src:local\("Arial"\)/)
  })

  it("two slides' layers of one id each get their own rule, scoped to their slide's element", () => {
    // Lazy answers and many exports number layers per slide: slide a's "1" and slide b's "1".
    const css = layerFallbackCss(
      'data-s="1"',
      'fb-1',
      [
        layer({ id: '1', text: 'ab', path: 'slides.a.layers.1' }),
        layer({ id: '1', text: 'bb', path: 'slides.b.layers.x.layers.1' }),
      ],
      [web],
      measure,
      isSafeFamily,
    ).split('\n')
    expect(css.filter((r) => r.startsWith('['))).toEqual([
      '[data-s="1"] [data-slide-id="a"] [data-layer-id="1"]{font-family:"Web","fb-1-0",sans-serif!important}',
      '[data-s="1"] [data-slide-id="b\\2e layers\\2e x"] [data-layer-id="1"]{font-family:"Web","fb-1-1",sans-serif!important}',
    ])
  })

  it('escapes the layer id and drops unsafe names of the authored stack', () => {
    const css = layerFallbackCss(
      'data-s="1"',
      'fb-1',
      [layer({ id: 'a"]{x}', family: 'Web, "x;y", serif' })],
      [web],
      measure,
      isSafeFamily,
    )
    expect(css).toContain('[data-layer-id="a\\22 \\5d \\7b x\\7d "]')
    expect(css).toContain('font-family:"Web","fb-1-0",serif!important')
    expect(css).not.toContain('x;y')
  })

  it('a layer without text gets no fallback when the family has widths to size one with', () => {
    expect(layerFallbackCss('s', 'fb', [layer({ text: ' ' })], [web], measure, isSafeFamily)).toBe(
      '',
    )
    expect(
      layerFallbackCss('s', 'fb', [layer({ name: 'Other' })], [web], measure, isSafeFamily),
    ).toBe('')
  })

  it('without widths, the layers of a family share one fallback matched on its average, under a name of its own', () => {
    const css = layerFallbackCss(
      's="1"',
      'fb',
      [
        layer({ id: 'a', name: 'Lato', family: 'Lato, sans-serif' }),
        layer({ id: 'b', name: 'Lato', family: 'Lato, sans-serif', text: '', weights: [400, 700] }),
      ],
      [lato],
      measure,
      isSafeFamily,
    ).split('\n')
    // Lato's average overrides, as fallbackCss writes them, but never under "Lato" itself: an
    // adopted sheet comes after the provider's, and a face of the same name would win over it.
    expect(css.filter((r) => r.startsWith('@font-face'))).toEqual([
      expect.stringMatching(
        /^@font-face\{font-family:"fb-0";src:local\("Arial"\).*;font-weight:400;/,
      ),
      expect.stringMatching(
        /^@font-face\{font-family:"fb-0";src:local\("Arial Bold"\).*;font-weight:700;/,
      ),
    ])
    expect(css.filter((r) => r.startsWith('['))).toEqual([
      '[s="1"] [data-layer-id="a"]{font-family:"Lato","fb-0",sans-serif!important}',
      '[s="1"] [data-layer-id="b"]{font-family:"Lato","fb-0",sans-serif!important}',
    ])
    expect(css.join('')).not.toContain('font-family:"Lato";')
  })
})
