// @vitest-environment node
import lato from '@capsizecss/metrics/lato'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'
import { fallbackCss, fallbackOverrides, metricsFor } from './fallback-faces'

describe('metric-matched fallback faces', () => {
  it('resizes a local font to the web font with size-adjust and ascent, descent and line-gap overrides', () => {
    const o = fallbackOverrides(lato)
    // Lato is a little wider than Arial, and taller above the baseline once resized.
    expect(Number.parseFloat(o['size-adjust'] ?? '')).toBeGreaterThan(90)
    expect(Number.parseFloat(o['size-adjust'] ?? '')).toBeLessThan(110)
    for (const k of ['ascent-override', 'descent-override', 'line-gap-override'])
      expect(o[k]).toMatch(/^\d+(\.\d+)?%$/)
  })

  it('declares the faces under the web font family itself, one per weight and style, bold from a bold local font', () => {
    const css = fallbackCss('Lato', lato, [
      { weight: 400, italic: false },
      { weight: 700, italic: true },
    ])
    const rules = css.split('\n')
    expect(rules).toHaveLength(2)
    expect(rules[0]).toMatch(/^@font-face\{font-family:"Lato";src:local\("Arial"\)/)
    expect(rules[0]).toContain('font-weight:400;font-style:normal;size-adjust:')
    expect(rules[1]).toContain('local("Arial Bold")')
    expect(rules[1]).toContain('font-style:italic')
  })

  it('draws a serif family from a local serif font', () => {
    expect(
      fallbackCss('Times', { ...timesNewRoman, category: 'serif' }, [
        { weight: 400, italic: false },
      ]),
    ).toContain('local("Times New Roman")')
  })
})

describe('metrics per weight', () => {
  it('a bold face takes the bold metrics the family lists, and draws from the local bold font measured on its own', async () => {
    const roboto = (await import('@capsizecss/metrics/roboto')).default
    const roboto700 = (await import('@capsizecss/metrics/roboto/700')).default
    expect(metricsFor([roboto, roboto700], 700)).toBe(roboto700)
    expect(metricsFor([roboto, roboto700], 400)).toBe(roboto)
    expect(metricsFor([roboto], 700)).toBe(roboto)
    // Arial Bold is wider than Arial: the bold fallback is shrunk more than the regular one.
    const bold = Number.parseFloat(fallbackOverrides(roboto700, true)['size-adjust'] ?? '')
    const regular = Number.parseFloat(fallbackOverrides(roboto)['size-adjust'] ?? '')
    expect(bold).toBeLessThan(regular)
  })
})
