// @vitest-environment node

import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { preSizeCss, readPreSizing } from './presize'

describe('pre-sizing: a page’s prepareModuleHeight call reserves the module’s box', () => {
  it('reads one height for every level, the grid widths and the least height', () => {
    expect(
      readPreSizing({ id: 'SR7_1_1', el: [500], gw: [1240, 1240, 1024, 778, 480], mh: '100' }),
    ).toEqual({
      id: 'SR7_1_1',
      height: [500, 500, 500, 500, 500],
      width: [1240, 1240, 1024, 778, 480],
      fullHeight: false,
      respectRatio: true,
      minHeight: 100,
      noneOnMobile: false,
    })
  })

  it('a missing level takes the one before it; without gw the default breakpoints apply', () => {
    const read = readPreSizing({ id: 'a', el: [600, '#a', 400] })
    expect(read?.height).toEqual([600, 600, 400, 400, 400])
    expect(read?.width).toEqual([1600, 1240, 1024, 778, 480])
  })

  it('a call without an id or any height is not read', () => {
    expect(readPreSizing({ el: [400] })).toBeUndefined()
    expect(readPreSizing({ id: 'a' })).toBeUndefined()
    expect(readPreSizing('nonsense')).toBeUndefined()
  })

  it('keeps the grid’s ratio by default, at most the level’s height (core’s box rule)', () => {
    const sizing = readPreSizing({ id: 'r', el: [400], gw: [1240, 1240, 1024, 778, 480] })
    const css = preSizeCss(sizing as NonNullable<typeof sizing>, '#r')
    expect(css).toContain('#r:not([role]){aspect-ratio:1240/400;max-height:400px}')
  })

  it('fixed heights: each level its height below its breakpoint, the fallback over the box', () => {
    const sizing = readPreSizing({
      id: 'm',
      size: { respectRatio: false },
      el: [600, 600, 500, 400, 300],
      gw: [1240, 1240, 1024, 778, 480],
    })
    const css = preSizeCss(sizing as NonNullable<typeof sizing>, '#m')
    expect(css).toContain('#m:not([role]){height:600px}')
    expect(css).toContain('@media (max-width:1023.98px){#m:not([role]){height:500px}}')
    expect(css).toContain('@media (max-width:479.98px){#m:not([role]){height:300px}}')
    expect(css).toContain('#m>sr7-content{position:absolute;inset:0;display:block}')
  })

  it('the call says nothing of the ratio: the inline data does, the call when it says it', () => {
    const call = { id: 'd', el: [400] }
    const data = (size: unknown) => ({ settings: { size }, slides: {} })
    expect(readPreSizing(call, data({ respectRatio: false }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectAspectRatio: 'false' }))?.respectRatio).toBe(false)
    // Booleans as core reads them: 0 and 'off' are false too.
    expect(readPreSizing(call, data({ respectRatio: 0 }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectRatio: 'off' }))?.respectRatio).toBe(false)
    expect(readPreSizing(call, data({ respectRatio: 'on' }))?.respectRatio).toBe(true)
    expect(readPreSizing(call, data({ height: 400 }))?.respectRatio).toBe(true)
    expect(readPreSizing(call, 'https://example.com/module.json')?.respectRatio).toBe(true)
    const own = { ...call, size: { respectRatio: true } }
    expect(readPreSizing(own, data({ respectRatio: false }))?.respectRatio).toBe(true)
  })

  it('a full-height module takes the viewport’s height', () => {
    const sizing = readPreSizing({ id: 'f', size: { fullHeight: 'true' } })
    expect(preSizeCss(sizing as NonNullable<typeof sizing>, '#f')).toContain('height:100vh')
  })

  // issue #25: a module whose every slide hides on mobile takes no space there once ready
  // (hidden-here.ts); its box must not be reserved there first, or it shifts the page.
  describe('every slide hides on mobile (the inline data’s `hom`, read as core reads it)', () => {
    const call = { id: 'h', el: [400], gw: [1240, 1240, 1024, 778, 480], mh: 200 }
    // Important: core writes the root's height (and `max-height: none`) inline as it mounts.
    const MOBILE = '@media (max-width:479.98px){#h{min-height:0!important;max-height:0!important}}'
    const css = (data: unknown, args: object = call) =>
      preSizeCss(readPreSizing(args, data) as NonNullable<ReturnType<typeof readPreSizing>>, '#h')
    const hiding = {
      slides: [
        { slide: { order: 1, slideshow: { hom: true } } },
        { slideshow: { hideOnMobile: 'true' } },
        // Global slides are not shown as slides: they do not count.
        { global: true, slide: {} },
        { slide: { global: 'on' } },
      ],
    }

    it('no box at the mobile level, whatever its ratio, least height or full height', () => {
      for (const size of [{}, { respectRatio: false }, { fullHeight: true }]) {
        const out = css({ ...hiding, settings: { size } }, { ...call, size })
        // Last, so it overrides the level's height and the least height.
        expect(out.slice(out.indexOf('@media (max-width:479.98px)'))).toContain(MOBILE)
        expect(
          out.endsWith(
            `${MOBILE}#h{overflow:hidden}#h>sr7-content{position:absolute;inset:0;display:block}`,
          ),
        ).toBe(true)
      }
      // The other levels are as before.
      expect(css(hiding).replace(MOBILE, '')).toBe(css({ slides: [{}] }))
    })

    it('core’s spellings, slides as a list or keyed by id, flat or under `slide`', () => {
      for (const hom of [true, 'true', 1, '1', 'on'])
        expect(
          css({
            slides: {
              a: { slideshow: { hom } },
              b: { slide: { slideshow: { hideOnMobile: hom } } },
            },
          }),
        ).toContain(MOBILE)
      // `hideOnMobile` wins over `hom` where both are there, as in core's reader.
      expect(css({ slides: [{ slideshow: { hideOnMobile: false, hom: true } }] })).not.toContain(
        MOBILE,
      )
    })

    it('reads the slides as core’s normaliser does (the model drop-in mode tests at module:ready)', () => {
      const core = (data: unknown) => {
        const { slides, hidden } = normaliseModule(data, { lazy: true }).model
        return (
          slides.length > 0 &&
          slides.length === hidden.length &&
          hidden.every((h) => h.hideOnMobile)
        )
      }
      const values = [true, 'true', 1, '1', 'on', false, 'off', 0, 'yes', null, '', undefined]
      const slides: unknown[] = []
      for (const v of values) {
        slides.push({ slideshow: { hom: v } }, { slide: { slideshow: { hideOnMobile: v } } })
        slides.push({ slideshow: { hideOnMobile: v, hom: true } }, { hom: v })
        slides.push({ global: v, slide: { slideshow: { hom: false } } })
        slides.push({ slide: { global: v, slideshow: {} } }, { global: v, slide: { global: true } })
      }
      slides.push('nonsense', { slide: 'nonsense' }, { slide: null, slideshow: { hom: true } })
      const hom = { slideshow: { hom: true } }
      for (const slide of slides)
        for (const data of [{ slides: [hom, slide] }, { slides: { a: slide, b: hom } }]) {
          const mine = readPreSizing(call, data)?.noneOnMobile
          expect(mine, JSON.stringify(slide)).toBe(core(data))
        }
    })

    it('the box stays where one slide shows on mobile, or there is none, or no data', () => {
      const one = { slides: [...hiding.slides, { slide: { slideshow: { hom: 'off' } } }] }
      expect(css(one)).not.toContain(MOBILE)
      expect(
        css({ slides: [{ slideshow: { hal: 2 } }, { slideshow: { hom: true } }] }),
      ).not.toContain(MOBILE)
      expect(css({ slides: [{ global: true, slideshow: { hom: true } }] })).not.toContain(MOBILE)
      expect(css({ slides: {} })).not.toContain(MOBILE)
      expect(css(undefined)).not.toContain(MOBILE)
      expect(css('https://example.com/module.json')).not.toContain(MOBILE)
      // A narrower level below the mobile breakpoint (core's levelFor): the box stays there.
      const odd = { ...call, gw: [1240, 1240, 1024, 300, 480] }
      expect(css(hiding, odd)).not.toContain('max-height:0!important')
      expect(css(hiding, { ...call, gw: [1240, 1240, 1024, 480, 480] })).not.toContain('!important')
    })
  })
})
