import type { RawRecord } from '@strata/core'
import { contractModule, describePluginContract } from '@strata/core/testing'
import { gsap } from 'gsap'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadHover } from '../hover'
import { layersText } from '../plugin'
import { loadLoops } from './loop-chunk'
import { loadResize } from './resize-chunk'
import { loadSplit } from './split'
import { layersModule, mount, timelineFixture } from './test-harness'

// SplitText is an on-demand chunk that `prepare` loads: here before the contract's fake clock
// runs, since a module's import takes real time that fake timers do not advance. So are the
// chunks these layers reach in the contract: the loop sampler (a loop scene), the hover tween
// and what a layout change does to the scenes (resize.ts, with keep.ts and rescale.ts): loaded
// under the fake clock, they may land late in a loaded run, or only after the contract ended.
beforeAll(() => Promise.all([loadSplit(), loadLoops(), loadHover(), loadResize()]))

/** Every track, as the playground fixture has them. */
export const everyTrack: RawRecord = {
  in: {
    content: {
      pers: 800,
      orig: { x: '50%', y: '50%' },
      all: [
        { o: 0, y: 40 },
        { t: 0, d: 300, o: 1, y: 0 },
      ],
    },
    mask: {
      all: [
        { oflow: 'hidden', y: '100%' },
        { d: 300, y: 0 },
      ],
    },
    words: {
      all: [
        { o: 0, y: 10 },
        { d: 200, sd: 30, dir: 'middle', o: 1, y: 0 },
      ],
    },
    chars: { all: [{ rX: 90 }, { d: 200, sd: 10, dir: 'random', rX: 0 }] },
    filter: { all: [{ blur: 8 }, { d: 300, blur: 0 }] },
    clip: { all: [{ clip: 0 }, { d: 300, clip: 100 }] },
    loop: { all: [{ sX: 1 }, { d: 300, sX: 1 }] },
    pan: { all: [{ x: 0 }, { d: 300, x: 0 }] },
  },
  out: { content: { all: [{ o: 'inherit' }, { d: 200, o: 0 }] } },
  loop: { loop: { all: [{ y: 0 }, { d: 500, y: -5 }, { d: 500, y: 0 }] } },
}

const contract = contractModule()
for (const slide of Object.values(contract.slides as Record<string, RawRecord>))
  (slide.layers as Record<string, RawRecord>)['1'] = {
    ...((slide.layers as Record<string, RawRecord>)['1'] as RawRecord),
    tl: everyTrack,
    hov: { u: true, frame: { x: 5 } },
  }
describePluginContract('layers-text', timelineFixture, { module: contract })
// The real plugin with the same timelines: its layers, splits and wrappers all go on destroy.
describePluginContract('layers-text', () => layersText(), { module: contract })

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

describe('timelines of every track', () => {
  it('split tracks split the text with SplitText; wrappers are made for mask, loop and pan', async () => {
    h = await mount(layersModule([[{ id: 1, tl: everyTrack, content: { text: 'Two words' } }]]))
    const el = h.layer(0, 1) as HTMLElement
    const mask = el.querySelector<HTMLElement>(':scope > .strata-layer-mask')
    expect(mask?.style.overflow).toBe('hidden')
    expect(mask?.querySelector(':scope > .strata-layer-loop > .strata-layer-pan')).not.toBeNull()
    expect(el.querySelectorAll('.strata-layer-pan span').length).toBeGreaterThan(2)
    await h.run(800)
    expect(el.style.opacity).toBe('1')
    expect(el.style.clipPath).toBe('inset(0% 0% 0% 0%)')
  })

  it('destroy leaves no tween, SplitText or wrapper: the layer is as it was built', async () => {
    h = await mount(layersModule([[{ id: 1, tl: everyTrack, content: { text: 'Two words' } }]]))
    const el = h.layer(0, 1) as HTMLElement
    await h.run(200)
    h.cleanup()
    h = undefined
    expect(gsap.globalTimeline.getChildren(true, true, true)).toEqual([])
    expect(el.innerHTML).toBe('Two words')
  })
})

describe('bad input: a report entry each, the rest animates', () => {
  it('reports broken tl, unknown scenes and tracks, and nonsense keyframe values', async () => {
    h = await mount(
      layersModule([
        [
          { id: 1, tl: 'fast' },
          { id: 2, tl: { intro: {}, in: { content: 'x', sparkle: {} } } },
          {
            id: 3,
            tl: {
              in: {
                content: {
                  all: [
                    { o: 0, x: 'far' },
                    { d: 100, o: 1, rZ: '9%' },
                  ],
                },
              },
            },
          },
        ],
      ]),
    )
    await h.run(300)
    const at = 'slides.1.layers'
    expect(h.slider.report.filter((e) => e.path.includes('.tl'))).toEqual([
      // Core checks the outer shape (scenes are objects); the rest is the timelines' own.
      { path: `${at}.1.tl`, message: 'must be an object of scenes; ignored' },
      { path: `${at}.2.tl.intro`, message: 'unknown scene; expected in, out, loop or scene_N' },
      {
        path: `${at}.2.tl.in.content`,
        message: 'must be { all: [keyframes] }; this track is not animated',
      },
      {
        path: `${at}.2.tl.in.sparkle`,
        message:
          'unknown track; expected one of content, mask, words, lines, chars, filter, clip, loop, pan',
      },
      {
        path: `${at}.3.tl.in.content.all.0.x`,
        message: '"far" is not a length value; this key is not animated',
      },
      {
        path: `${at}.3.tl.in.content.all.1.rZ`,
        message: '"9%" is not a angle value; this key is not animated',
      },
    ])
    expect(h.layer(0, 3)?.style.opacity).toBe('1')
    expect(h.layer(0, 1)?.style.opacity).toBe('')
  })
})
