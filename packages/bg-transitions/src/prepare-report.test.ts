import { createSlider, type RawRecord } from '@strata/core'
import { createSlider as createPreparedSlider } from '@strata/core/prepared'
import { prepareModule } from '@strata/core/ssr'
import { describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { fakeBrowserPerTest, mountAndChange } from './test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

const mount = fakeBrowserPerTest()

/** A module whose slides' background animations have these settings, slide n from 1. */
function moduleOf(settings: RawRecord[]): () => RawRecord {
  return () => {
    const slides: RawRecord = {}
    settings.forEach((s, i) => {
      const bg = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: '#c33' } }
      const tl = { in: { bg: { all: [[], { d: 100, ...s }] } } }
      slides[i + 1] = { id: i + 1, slide: { order: i + 1 }, layers: { bg: { ...bg, tl } } }
    })
    return { id: 'x', settings: { alias: 'x' }, slides }
  }
}

/** The entry for slide `n`'s unknown `key` (`tr` or `e`). */
const entry = (n: number, key: string, message: string) => ({
  path: `slides.${n}.layers.bg.tl.in.bg.all.1.${key}`,
  message,
})

// Issue #25's last note: an unknown transition name or ease was said only at the first change
// to its slide, so `prepareModule`'s report lacked it. The first two slides of each module name
// none (one a name only on Object.prototype); the others are valid.
describe.each([
  {
    what: 'slide transition',
    module: moduleOf([{ tr: 'spiral' }, { tr: 'constructor' }, { tr: 'slideleft' }]),
    expected: [
      entry(1, 'tr', 'unknown transition "spiral"; using a fade'),
      entry(2, 'tr', 'unknown transition "constructor"; using a fade'),
    ],
    changes: 6,
  },
  {
    what: 'ease',
    module: moduleOf(
      ['wobble', 'constructor', 'back.out(1.7)', 'none'].map((e) => ({ tr: 'slideleft', e })),
    ),
    expected: [
      entry(1, 'e', 'unknown ease "wobble"; using power2.inOut'),
      entry(2, 'e', 'unknown ease "constructor"; using power2.inOut'),
    ],
    changes: 8,
  },
])('an unknown $what, before the module mounts', ({ module, expected, changes }) => {
  it("is in prepareModule's report, once per slide", () => {
    expect(prepareModule(module(), { plugins: [bgTransitions()] }).report).toEqual(expected)
  })

  it("is in a mounted slider's report once, not again at the changes to it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const slider = await mountAndChange(mount(), createSlider, module(), changes)
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual(expected)
    slider.destroy()
  })

  it('a prepared module mounted on the page reports it once too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { module: prepared } = prepareModule(module(), { plugins: [bgTransitions()] })
    const slider = await mountAndChange(
      mount(),
      createPreparedSlider,
      JSON.parse(JSON.stringify(prepared)),
      changes,
    )
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual(expected)
    slider.destroy()
  })
})
