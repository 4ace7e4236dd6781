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
  installFakeBrowser,
} from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expandStream } from '../expand/expand-stream'
import { streams } from './plugin'

const ERROR = `.${ERROR_SLIDE_CLASS}`

// The contract on a loaded feed's slides, and on a fed module whose error slide it changes.
const loaded = contractModule()
loaded.settings = { alias: 'contract', source: { type: 'post' } }
describePluginContract('streams', () => streams(), { module: loaded })
describePluginContract('streams', () => streams(), {
  module: { id: 'c', settings: { alias: 'c', source: { type: 'post' } }, slides: {} },
})

const answer = (body: unknown, status = 200) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Internal Server Error',
    })) as unknown as typeof fetch

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
  let browser: ReturnType<typeof installFakeBrowser>
  let root: HTMLElement
  beforeEach(() => {
    browser = installFakeBrowser()
    root = document.createElement('div')
    document.body.append(root)
  })
  afterEach(() => {
    browser.restore()
    root.remove()
  })

  const show = async (module: RawRecord, fetch: typeof globalThis.fetch) => {
    const data = await expandStream(module, { rest: { fetch } })
    const slider = createSlider(root, {
      module: data,
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    return slider
  }
  const errorTexts = () =>
    [...root.querySelectorAll(`${ERROR} h2, ${ERROR} p`)].map((e) => e.textContent)

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
    expect(root.querySelector(ERROR)).toBe(null)
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
    const slider = createSlider(root, {
      module: { settings: { source: { type: 'gallery' } }, slides: {} },
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(errorTexts()).toEqual([ERROR_TITLE, ERROR_SUBTITLE])
    slider.destroy()
  })

  it('puts the subtitle back when the plugin is destroyed with the slider', async () => {
    const slider = await show(fedModule('woo'), answer({ success: true, data: [] }))
    const subtitle = root.querySelector(`${ERROR} p`)
    slider.destroy()
    expect(subtitle?.textContent).toBe(ERROR_SUBTITLE)
  })
})
