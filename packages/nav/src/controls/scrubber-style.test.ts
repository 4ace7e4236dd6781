import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from '../test-slider'
import { SCRUBBER_KEYS } from './scrubber-keys'
import { SCRUBBER_EXTRAS, scrubberStyle } from './scrubber-style'

const none = {
  handleSize: null,
  length: null,
  trackSize: null,
  trackOpacity: null,
  trackColor: null,
  hitPadding: null,
  panelColor: null,
  handleColor: null,
  handleShape: null,
  cornerRadius: null,
}

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe('scrubber extras: hs, ms, ts, to, sc, hp, pa, ha, sk, cor', () => {
  it('the style reads each extra under the export key the normaliser reads', () => {
    const keys = Object.fromEntries(Object.entries(SCRUBBER_EXTRAS).map(([n, [key]]) => [n, key]))
    expect(keys).toEqual(SCRUBBER_KEYS)
  })

  it('unset extras take their defaults without a report', () => {
    const report = vi.fn()
    expect(scrubberStyle(none, report)).toEqual({
      '--strata-scrub-hs': '16px',
      '--strata-scrub-ms': '40%',
      '--strata-scrub-ts': '4px',
      '--strata-scrub-to': '1',
      '--strata-scrub-sc': 'rgba(255,255,255,0.35)',
      '--strata-scrub-hp': '8px',
      '--strata-scrub-pa': 'transparent',
      '--strata-scrub-ha': '#ffffff',
      '--strata-scrub-sk': '50%',
      '--strata-scrub-cor': '2px',
    })
    expect(report).not.toHaveBeenCalled()
  })

  it('good values become custom properties (numbers as px, numeric strings too)', () => {
    const style = scrubberStyle(
      {
        ...none,
        handleSize: 20,
        length: '300px',
        trackSize: '6',
        trackOpacity: 0.5,
        trackColor: '#123',
        panelColor: 'rgba(0,0,0,.4)',
        handleShape: 'square',
        cornerRadius: 0,
      },
      vi.fn(),
    )
    expect(style['--strata-scrub-hs']).toBe('20px')
    expect(style['--strata-scrub-ms']).toBe('300px')
    expect(style['--strata-scrub-ts']).toBe('6px')
    expect(style['--strata-scrub-to']).toBe('0.5')
    expect(style['--strata-scrub-sc']).toBe('#123')
    expect(style['--strata-scrub-pa']).toBe('rgba(0,0,0,.4)')
    expect(style['--strata-scrub-sk']).toBe('0')
    expect(style['--strata-scrub-cor']).toBe('0px')
  })

  it('bad values get a report entry at their export key and the default', () => {
    const report = vi.fn()
    const style = scrubberStyle(
      {
        ...none,
        handleSize: 0,
        length: 'wide',
        trackOpacity: 2,
        trackColor: 'red;x:1',
        handleShape: 'star',
        hitPadding: true,
      },
      report,
    )
    expect(style['--strata-scrub-hs']).toBe('16px')
    expect(style['--strata-scrub-ms']).toBe('40%')
    expect(style['--strata-scrub-to']).toBe('1')
    expect(style['--strata-scrub-sc']).toBe('rgba(255,255,255,0.35)')
    expect(style['--strata-scrub-sk']).toBe('50%')
    expect(style['--strata-scrub-hp']).toBe('8px')
    expect(report).toHaveBeenCalledWith(
      'settings.nav.scrubber.hs',
      'must be a number of at least 1; using 16',
    )
    expect(report).toHaveBeenCalledWith(
      'settings.nav.scrubber.sk',
      'must be "circle" or "square"; using circle',
    )
    expect(report).toHaveBeenCalledTimes(6)
  })

  it('the scrubber element carries them, and the slider reports bad ones', async () => {
    const scrubber = { set: true, hp: 10, ts: 'thick' }
    const t = await mountNav(navModule(3, { nav: { scrubber } }))
    done = t.done
    const input = t.root.querySelector<HTMLInputElement>('.strata-scrubber')
    expect(input?.style.getPropertyValue('--strata-scrub-hp')).toBe('10px')
    expect(input?.style.getPropertyValue('--strata-scrub-ts')).toBe('4px')
    expect(t.slider.report).toContainEqual({
      path: 'settings.nav.scrubber.ts',
      message: 'must be a number of at least 1; using 4',
    })
  })
})
