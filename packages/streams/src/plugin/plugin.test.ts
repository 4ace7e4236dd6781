import {
  createSlider,
  ERROR_SLIDE_CLASS,
  ERROR_SUBTITLE,
  ERROR_TITLE,
  type RawRecord,
} from '@strata/core'
import {
  contractModule,
  createFakeScheduler,
  describePluginContract,
  expectConsoleError,
  useFakePage,
} from '@strata/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { expandStream } from '../expand/expand-stream'
import { streams } from './plugin'

const ERROR = `.${ERROR_SLIDE_CLASS}`

const answer = (body: unknown, status = 200) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Internal Server Error',
    })) as unknown as typeof fetch

// The contract on a feed fetched as the slider loads (the site's fetch answers with items), and
// on a fed module whose error slide it names.
beforeAll(async () => {
  // The feed code is an on-demand chunk, loaded with core's REST client and sanitiser beside it;
  // the contract runs on fake timers, which do not wait for a module to be read from disk, so
  // they are loaded once here.
  await Promise.all([
    import('../expand/build-stream'),
    import('@strata/core/rest'),
    import('@strata/core/sanitize'),
  ])
  vi.stubGlobal('fetch', answer({ success: true, data: [{ title: 'One' }, { title: 'Two' }] }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})
const loaded = contractModule()
loaded.settings = { alias: 'contract', source: { type: 'post' } }
describePluginContract('streams', () => streams(), { module: loaded })
describePluginContract('streams', () => streams(), {
  module: { id: 'c', settings: { alias: 'c', source: { type: 'post' } }, slides: {} },
})

const template = {
  7: {
    id: '7',
    slide: { params: [{ v: '{{title}} by {{author_name}}', l: 12 }] },
    layers: { 1: { id: 1, type: 'text', content: { text: '{{title}}' } } },
  },
}
const fedModule = (type: string): RawRecord => ({
  id: '5',
  settings: { alias: 'feed', source: { type } },
  slides: template,
})
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: { rendered: `<b>Post</b> ${i + 1}` },
    _embedded: { author: [{ name: 'Jo Berg' }] },
  }))

describe('streams()', () => {
  // A fake browser and an empty root in the page, fresh for each test.
  const page = useFakePage()

  /** The plugin alone: it fetches the feed as the slider loads (core's `prepare` hook). */
  const show = async (module: RawRecord, fetch: typeof globalThis.fetch) => {
    const slider = createSlider(page.root, {
      module,
      fetch,
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    return slider
  }
  const errorTexts = () =>
    [...page.root.querySelectorAll(`${ERROR} h2, ${ERROR} p`)].map((e) => e.textContent)

  it("an empty stream shows the error slide: 'There is nothing to show here!', '<type> reports: Please check the settings'", async () => {
    const slider = await show(fedModule('instagram'), answer({ success: true, data: [] }))
    expect(errorTexts()).toEqual([
      'There is nothing to show here!',
      'instagram reports: Please check the settings',
    ])
    expect([ERROR_TITLE, ERROR_SUBTITLE]).toEqual([
      'There is nothing to show here!',
      'Please check the settings',
    ])
    expect(slider.module?.settings.feed?.status).toBe('empty')
    slider.destroy()
  })

  it("a failed call logs 'Feed could not be Loaded', shows the error slide and reports the feed", async () => {
    expectConsoleError('Feed could not be Loaded')
    const slider = await show(fedModule('facebook'), answer('boom', 500))
    expect(errorTexts()).toEqual([
      'There is nothing to show here!',
      'facebook reports: Please check the settings',
    ])
    expect(slider.report).toContainEqual({
      path: 'stream',
      message: 'Feed could not be Loaded (Internal Server Error)',
    })
    slider.destroy()
  })

  it('a loaded feed shows its slides; valid items add nothing to the report from the feed', async () => {
    const slider = await show(fedModule('post'), answer({ success: true, data: items(3) }))
    expect(slider.state.count).toBe(3)
    expect(slider.module?.settings.feed).toMatchObject({ type: 'post', status: 'loaded' })
    expect(slider.report).toEqual([])
    expect(page.root.querySelector(ERROR)).toBe(null)
    slider.destroy()
  })

  it('slide params take item placeholders, stripped of markup and cut to their limit l (docs/behaviour.md §5)', async () => {
    const slider = await show(fedModule('post'), answer({ success: true, data: items(2) }))
    expect(slider.module?.slides.map((s) => s.params[0]?.value)).toEqual([
      'Post 1 by Jo',
      'Post 2 by Jo',
    ])
    slider.destroy()
  })

  it('a module that is not fed keeps core’s error slide as it is', async () => {
    const slider = createSlider(page.root, {
      module: { settings: { source: { type: 'gallery' } }, slides: {} },
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(errorTexts()).toEqual([ERROR_TITLE, ERROR_SUBTITLE])
    slider.destroy()
  })

  it("gives the model the error slide's subtitle, so the slide is built with it", async () => {
    const slider = await show(fedModule('vimeo'), answer({ success: true, data: [] }))
    expect(slider.module?.settings.errorSubtitle).toBe('vimeo reports: Please check the settings')
    const quiet = createSlider(page.root, {
      module: fedModule('vimeo'),
      fetch: answer({ success: true, data: [] }),
      plugins: [streams({ namedErrorSource: false })],
      scheduler: createFakeScheduler(),
    })
    await quiet.ready
    expect(quiet.module?.settings.errorSubtitle).toBe(undefined)
    expect(errorTexts()).toEqual([ERROR_TITLE, ERROR_SUBTITLE])
    quiet.destroy()
  })

  it('a host may still build the slides first with expandStream: the feed is fetched once', async () => {
    const calls: string[] = []
    const fetch = (async (url: string) => {
      calls.push(String(url))
      return new Response(JSON.stringify({ success: true, data: items(2) }))
    }) as unknown as typeof globalThis.fetch
    const data = await expandStream(fedModule('post'), { rest: { fetch } })
    const slider = createSlider(page.root, {
      module: data,
      fetch,
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(slider.state.count).toBe(2)
    expect(calls).toHaveLength(1)
    slider.destroy()
  })

  it('sends srlang from the language option, over the slider’s REST settings', async () => {
    const calls: string[] = []
    const fetch = (async (url: string) => {
      calls.push(String(url))
      return new Response(JSON.stringify({ success: true, data: items(1) }))
    }) as unknown as typeof globalThis.fetch
    const slider = createSlider(page.root, {
      module: fedModule('post'),
      rest: { base: '/api/' },
      fetch,
      plugins: [streams({ language: 'fr' })],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(calls).toEqual(['/api/sliderrevolution/sliders/stream/5?srengine=7&srlang=fr'])
    slider.destroy()
  })

  it('destroyed while the feed loads: nothing is logged, reported or built', async () => {
    let answerNow = () => {}
    const fetch = ((_: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
        answerNow = () => resolve(new Response(JSON.stringify({ success: true, data: [] })))
      })) as unknown as typeof globalThis.fetch
    const slider = createSlider(page.root, {
      module: fedModule('post'),
      fetch,
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    slider.destroy()
    answerNow()
    await slider.ready
    expect(slider.report).toEqual([])
    expect(page.root.querySelector(ERROR)).toBe(null)
  })
})
