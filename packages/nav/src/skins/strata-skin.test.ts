// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_SKIN as PUBLIC_DEFAULT } from '../index'
import { BUILTIN_SKINS, DEFAULT_SKIN } from './builtin'
import { PLAIN_CSS, plainSkinOf } from './strata-skin'
import { fillCss } from './template'

describe('the default skin without the skins chunk (issue #25)', () => {
  it('is the skin @strata/nav/skins names the default', () => {
    expect(PUBLIC_DEFAULT).toBe(DEFAULT_SKIN)
    expect(Object.keys(BUILTIN_SKINS)).toContain(DEFAULT_SKIN)
  })

  it('draws arrows and bullets with the CSS its templates give when filled with its own values', () => {
    const strata = BUILTIN_SKINS[DEFAULT_SKIN]
    for (const kind of Object.keys(PLAIN_CSS) as (keyof typeof PLAIN_CSS)[]) {
      const report: string[] = []
      const filled = fillCss(
        strata?.css[kind] ?? '',
        strata?.defaults ?? {},
        (p) => {
          report.push(p)
        },
        kind,
      )
      expect(plainSkinOf(kind).css, kind).toBe(filled)
      expect(plainSkinOf(kind).className).toBe(`strata-skin-${DEFAULT_SKIN}`)
      expect(report).toEqual([])
    }
  })
})
