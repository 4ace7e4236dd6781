import { createSlider, type RawRecord } from '@strata/core'
import { createSlider as createPreparedSlider } from '@strata/core/prepared'
import { prepareModule } from '@strata/core/ssr'
import { describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { fakeBrowserPerTest, mountAndChange } from './test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

const mount = fakeBrowserPerTest()

/** Four slides: the first two name no GSAP ease (one a name only on Object.prototype). */
const module = (): RawRecord => {
  const slides: RawRecord = {}
  for (const [n, e] of [
    [1, 'wobble'],
    [2, 'constructor'],
    [3, 'back.out(1.7)'],
    [4, 'none'],
  ] as const) {
    const bg = { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: '#c33' } }
    const tl = { in: { bg: { all: [[], { d: 100, tr: 'slideleft', e }] } } }
    slides[n] = { id: n, slide: { order: n }, layers: { bg: { ...bg, tl } } }
  }
  return { id: 'x', settings: { alias: 'x' }, slides }
}

const EXPECTED = [
  {
    path: 'slides.1.layers.bg.tl.in.bg.all.1.e',
    message: 'unknown ease "wobble"; using power2.inOut',
  },
  {
    path: 'slides.2.layers.bg.tl.in.bg.all.1.e',
    message: 'unknown ease "constructor"; using power2.inOut',
  },
]

// Issue #25's last note, as for transition names (prepare-report.test.ts): an unknown ease
// was said only at the first change to its slide.
describe('an unknown ease, before the module mounts', () => {
  it("is in prepareModule's report, once per slide", () => {
    expect(prepareModule(module(), { plugins: [bgTransitions()] }).report).toEqual(EXPECTED)
  })

  it("is in a mounted slider's report once, not again at the changes to it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const slider = await mountAndChange(mount(), createSlider, module(), 8)
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual(EXPECTED)
    slider.destroy()
  })

  it('a prepared module mounted on the page reports it once too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { module: prepared } = prepareModule(module(), { plugins: [bgTransitions()] })
    const slider = await mountAndChange(
      mount(),
      createPreparedSlider,
      JSON.parse(JSON.stringify(prepared)),
      8,
    )
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual(EXPECTED)
    slider.destroy()
  })
})
