import { createSlider, ERROR_SLIDE_CLASS, type RawRecord } from '@strata/core'
import { createFakeScheduler, useFakePage } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { streams } from '../plugin/plugin'
import { expandStream } from './expand-stream'
import { streamOutcome } from './outcome'

// The feed chunk cannot be had (the visitor went offline, or a deploy replaced the file).
vi.mock('./build-stream', () => {
  throw new Error('offline')
})

const fed = (): RawRecord => ({
  id: '5',
  settings: { alias: 'feed', source: { type: 'post' } },
  slides: {
    7: {
      id: '7',
      slide: {},
      layers: { 1: { id: 1, type: 'text', content: { text: '{{title}}' } } },
    },
  },
})

describe('a feed whose code cannot load is a failed feed (docs/behaviour.md §2.6, §8)', () => {
  // A fake browser and an empty root in the page, fresh for each test.
  const page = useFakePage()

  it('expandStream does not reject: no slides, the outcome failed and says why', async () => {
    const out = await expandStream(fed())
    expect((out as RawRecord).slides).toEqual({})
    expect(streamOutcome(out)).toEqual({
      status: 'failed',
      report: [{ path: 'stream', message: expect.stringMatching(/^Feed could not be Loaded \(/) }],
    })
  })

  it('the slider shows the error slide, not the template with its placeholders', async () => {
    const slider = createSlider(page.root, {
      module: fed(),
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(page.root.querySelector(`.${ERROR_SLIDE_CLASS}`)).not.toBe(null)
    expect(page.root.textContent).not.toContain('{{title}}')
    expect(slider.module?.settings.feed?.status).toBe('failed')
    expect(slider.report).toContainEqual({
      path: 'stream',
      message: expect.stringMatching(/^Feed could not be Loaded \(/),
    })
    slider.destroy()
  })
})
