// Fixtures of the background colour tests (colours.test.ts, colours-late.test.ts).
import { createSlider, type RawRecord, type RawValue } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { bgTransitions } from '../plugin'

const stops = [
  { r: 255, g: 0, b: 0, a: 1, position: 0 },
  { r: 0, g: 0, b: 255, a: 1, position: 100 },
]
// An eased ramp as exports have it: its stops, the easing, and the editor's own CSS.
export const ramp = {
  type: 'linear',
  angle: 90,
  easing: 'sine.inOut',
  colors: stops,
  string: 'linear-gradient(90deg, red, blue)',
}
const slide = (n: number, color: RawValue): RawRecord => ({
  id: n,
  slide: { title: `S${n}`, order: n },
  layers: { bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color } } },
})
export const rampModule = (): RawRecord => ({
  id: 'bg',
  settings: { alias: 'bg' },
  slides: { 1: slide(1, ramp), 2: slide(2, '#3c3') },
})

/** Starts a slider; `first` gets slide 0's background CSS as it is first drawn. */
export async function startWith(data: RawRecord) {
  installFakeBrowser()
  const root = document.createElement('div')
  root.getBoundingClientRect = () => ({ width: 1000, height: 500 }) as DOMRect
  document.body.append(root)
  const fake = createFakeScheduler()
  const slider = createSlider(root, { module: data, plugins: [bgTransitions()], scheduler: fake })
  let first = ''
  // The plugin's listener comes after this one (plugins are set up once `prepare` is done): read
  // once every listener of this build has run.
  slider.on('slide:build', ({ index, element }) => {
    if (index !== 0) return
    queueMicrotask(() => {
      first = element.querySelector<HTMLElement>('.strata-bg')?.style.cssText ?? ''
    })
  })
  // `prepare` may wait for the reader's module, which the test runner transforms on first use.
  for (let i = 0; i < 2000 && !slider.state.ready; i++) {
    fake.tick(16)
    await new Promise((r) => setTimeout(r, i < 40 ? 0 : 5))
  }
  const now = () =>
    root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')?.style.cssText ??
    ''
  return { slider, root, first: () => first, now }
}
export const stopsIn = (css: string) => css.match(/rgba/g)?.length ?? 0
