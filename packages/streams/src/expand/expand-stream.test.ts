// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { expectConsoleError } from '@strata/core/testing'
import { describe, expect, it } from 'vitest'
import { expandStream } from './expand-stream'
import { streamOutcome } from './outcome'

type Answer = { status?: number; body: unknown }
/** A fetch that records each call and answers in turn (the last answer repeats). */
const fakeFetch = (...answers: Answer[]) => {
  const calls: { url: string; body: string }[] = []
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body ?? '') })
    const { status = 200, body } = answers[Math.min(calls.length - 1, answers.length - 1)] as Answer
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Internal Server Error',
    })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const posts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: { rendered: `Post ${i + 1}` },
    link: `https://blog.example/${i + 1}`,
    _embedded: { 'wp:featuredmedia': [{ source_url: `/img/${i + 1}.jpg` }] },
  }))

const template = (id: string, text = '{{title}}') => ({
  id,
  slide: { id, title: '', order: 1 },
  layers: { 1: { id: 1, type: 'text', content: { text } } },
})

const fed = (type: string, source: RawRecord = {}, slides: RawRecord = { 7: template('7') }) => ({
  id: '5',
  settings: { alias: 'feed', source: { type, ...source } },
  slides,
})

const slidesOf = (data: unknown) =>
  Object.values((data as { slides: RawRecord }).slides) as RawRecord[]
const textOf = (slide: RawRecord) =>
  ((slide.layers as RawRecord)[1] as { content: { text: string } }).content.text

describe('expandStream (docs/behaviour.md §3 source.type, §7 stream data)', () => {
  it('a feed of 12 items with count 8 gives 8 slides from the template, in order', async () => {
    const { fetch, calls } = fakeFetch({ body: { success: true, data: posts(12) } })
    const out = await expandStream(fed('flickr'), { rest: { base: '/wp-json/', fetch } })
    expect(calls[0]?.url).toBe('/wp-json/sliderrevolution/sliders/stream/5?srengine=7')
    const slides = slidesOf(out)
    expect(slides).toHaveLength(8)
    expect(slides.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `7-${n}`))
    expect(slides.map((s) => (s.slide as RawRecord).order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(slides.map((s) => (s.slide as RawRecord).id)).toEqual(slides.map((s) => s.id))
    expect(streamOutcome(out)).toEqual({ status: 'loaded', report: [] })
  })

  it('posts and products take up to maxItems (30), and send srlang when a language is set', async () => {
    const { fetch, calls } = fakeFetch({ body: { success: true, data: posts(35) } })
    const out = await expandStream(fed('post'), { rest: { fetch }, language: 'de' })
    expect(calls[0]?.url).toContain('/stream/5?srengine=7&srlang=de')
    expect(slidesOf(out)).toHaveLength(30)
    const own = await expandStream(fed('woo', { woo: { maxProducts: 3 } }), { rest: { fetch } })
    expect(slidesOf(own)).toHaveLength(3)
  })

  it("fills each slide's placeholders from its item, the templates used in turn", async () => {
    const { fetch } = fakeFetch({ body: { success: true, data: posts(3) } })
    const slides = { a: template('a', 'A {{title}}'), b: template('b', 'B {{title}}') }
    const out = await expandStream(fed('post', {}, slides), { rest: { fetch } })
    expect(slidesOf(out).map(textOf)).toEqual(['A Post 1', 'B Post 2', 'A Post 3'])
    expect(slidesOf(out).map((s) => (s.slide as RawRecord).title)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
    ])
  })

  it('keeps global slides, and uses the ajax action get_stream_data when only an ajax URL is given', async () => {
    const { fetch, calls } = fakeFetch({ body: { success: true, data: posts(2) } })
    const global = { id: 'g', slide: { global: true }, layers: [] }
    const out = await expandStream(fed('youtube', {}, { g: global, 7: template('7') }), {
      rest: { ajaxUrl: '/ajax', fetch },
    })
    expect(calls[0]?.body).toContain('client_action=get_stream_data')
    expect(decodeURIComponent(calls[0]?.body ?? '')).toContain('data[id]=5')
    expect(Object.keys((out as { slides: RawRecord }).slides)).toEqual(['g', '7-1', '7-2'])
  })

  it('asks a wp-gallery feed by its source ids, and builds a slide per image', async () => {
    const { fetch, calls } = fakeFetch({
      body: { success: true, data: [{ source_url: '/a.jpg' }] },
    })
    const out = await expandStream(fed('wp-gallery', { 'wp-gallery': { ids: [3, 4] } }), {
      rest: { fetch },
    })
    expect(calls[0]?.url).toContain('/stream/3%2C4?')
    expect(slidesOf(out)).toHaveLength(1)
  })

  it('an empty stream leaves no slides (the error slide shows) and says so in the outcome', async () => {
    const { fetch } = fakeFetch({ body: { success: true, data: [] } })
    const out = await expandStream(fed('instagram'), { rest: { fetch } })
    expect(slidesOf(out)).toEqual([])
    expect(streamOutcome(out)?.status).toBe('empty')
  })

  it("a failed call logs 'Feed could not be Loaded' and leaves no slides", async () => {
    const { fetch } = fakeFetch({ status: 500, body: 'Internal Server Error' })
    expectConsoleError('Feed could not be Loaded')
    const out = await expandStream(fed('twitter'), { rest: { fetch } })
    expect(slidesOf(out)).toEqual([])
    expect(streamOutcome(out)).toEqual({
      status: 'failed',
      report: [{ path: 'stream', message: 'Feed could not be Loaded (Internal Server Error)' }],
    })
  })

  it('an answer lacking success is a failed call too; a concatenated answer is repaired', async () => {
    const bad = fakeFetch({ body: { success: false, message: 'no feed' } })
    expectConsoleError('Feed could not be Loaded')
    expect(streamOutcome(await expandStream(fed('vimeo'), { rest: { fetch: bad.fetch } }))).toEqual(
      {
        status: 'failed',
        report: [{ path: 'stream', message: 'Feed could not be Loaded (no feed)' }],
      },
    )
    // Without the server's words it says what is wrong, not an empty "()".
    const silent = fakeFetch({ body: { data: posts(2) } })
    expect(
      streamOutcome(await expandStream(fed('vimeo'), { rest: { fetch: silent.fetch } }))?.report,
    ).toEqual([{ path: 'stream', message: 'Feed could not be Loaded (success is missing)' }])
    const glued = `{"success":false}${JSON.stringify({ success: true, data: posts(2) })}`
    const ok = fakeFetch({ body: glued })
    expect(slidesOf(await expandStream(fed('vimeo'), { rest: { fetch: ok.fetch } }))).toHaveLength(
      2,
    )
  })

  it("an ajax answer lacking success says why once, in the server's words when it gave any", async () => {
    expectConsoleError('Feed could not be Loaded')
    const ajax = async (body: unknown) =>
      streamOutcome(
        await expandStream(fed('youtube'), {
          rest: { ajaxUrl: '/ajax', fetch: fakeFetch({ body }).fetch },
        }),
      )?.report
    expect(await ajax({ success: false, message: 'no feed' })).toEqual([
      { path: 'stream', message: 'Feed could not be Loaded (no feed)' },
    ])
    expect(await ajax({ data: posts(2) })).toEqual([
      { path: 'stream', message: 'Feed could not be Loaded (success is missing)' },
    ])
  })

  it('a source slide of another module is loaded by the full slider object call', async () => {
    const remote = { success: true, slides: { 12: template('12', 'Remote {{title}}') } }
    const { fetch, calls } = fakeFetch(
      { body: { success: true, data: posts(1) } },
      { body: remote },
    )
    const local = template('7', 'Local {{title}}')
    Object.assign(local.slide, {
      sourceSlideId: '12',
      sourceModuleId: '9',
      sourceModuleEngine: '7',
    })
    const out = await expandStream(fed('post', {}, { 7: local }), { rest: { fetch } })
    expect(calls[1]?.url).toBe('/wp-json/sliderrevolution/sliders/9?srengine=7&slideid=12&raw=true')
    expect(slidesOf(out).map(textOf)).toEqual(['Remote Post 1'])
  })

  it('a source slide answer that is a JSON string of the object, or glued to another, is read (docs/behaviour.md §7)', async () => {
    const remote = { success: true, slides: { 12: template('12', 'Remote {{title}}') } }
    const local = template('7', 'Local {{title}}')
    Object.assign(local.slide, { sourceSlideId: '12', sourceModuleId: '9' })
    for (const body of [
      JSON.stringify(JSON.stringify(remote)),
      `{"success":false}${JSON.stringify(remote)}`,
    ]) {
      const { fetch } = fakeFetch({ body: { success: true, data: posts(1) } }, { body })
      const out = await expandStream(fed('post', {}, { 7: local }), { rest: { fetch } })
      expect(slidesOf(out).map(textOf)).toEqual(['Remote Post 1'])
      expect(streamOutcome(out)?.report).toEqual([])
    }
  })

  it('an unsuccessful source slide request uses the local template slide, with a report entry', async () => {
    const { fetch } = fakeFetch(
      { body: { success: true, data: posts(1) } },
      { body: { success: false } },
    )
    const local = template('7', 'Local {{title}}')
    Object.assign(local.slide, { sourceSlideId: '12', sourceModuleId: '9' })
    const out = await expandStream(fed('post', {}, { 7: local }), { rest: { fetch } })
    expect(slidesOf(out).map(textOf)).toEqual(['Local Post 1'])
    expect(streamOutcome(out)?.report.map((e) => e.path)).toEqual(['slides.7.sourceSlideId'])
  })

  it('a gallery that lists images builds a slide per image from the template, fetching nothing', async () => {
    const { fetch, calls } = fakeFetch({ body: {} })
    const images = ['/g/1.jpg', { src: '/g/2.jpg', title: 'Second', alt: 'Two' }, 'javascript:x']
    const slides = { 7: template('7', '{{title}}|{{alt}}') }
    Object.assign(slides[7].layers[1], { bg: { image: '{{image}}' } })
    const out = await expandStream(fed('gallery', { gallery: { images } }, slides), {
      rest: { fetch },
    })
    expect(calls).toEqual([])
    const built = slidesOf(out)
    expect(built.map(textOf)).toEqual(['|', 'Second|Two', '|'])
    expect(
      built.map((s) => ((s.layers as RawRecord)[1] as { bg: { image: string } }).bg.image),
    ).toEqual(['/g/1.jpg', '/g/2.jpg', ''])
    expect(streamOutcome(out)).toEqual({
      status: 'loaded',
      report: [{ path: 'stream.2.image', message: 'refused URL "javascript:x"; left empty' }],
    })
  })

  it('a refused value the template uses twice is one report entry', async () => {
    const slides = { 7: template('7', '<a href="{{image}}">{{title}}</a>') }
    Object.assign(slides[7].layers[1], { bg: { image: '{{image}}' } })
    const out = await expandStream(
      fed('gallery', { gallery: { images: ['javascript:x'] } }, slides),
      {},
    )
    expect(streamOutcome(out)?.report).toEqual([
      { path: 'stream.0.image', message: 'refused URL "javascript:x"; left empty' },
    ])
  })

  it('a gallery entry that is neither a URL nor a record is reported and left out', async () => {
    const images = ['/g/1.jpg', 42, null]
    const out = await expandStream(fed('gallery', { gallery: { images } }), {})
    expect(slidesOf(out)).toHaveLength(1)
    expect(streamOutcome(out)?.report.map((e) => e.path)).toEqual([
      'settings.source.gallery.images.1',
      'settings.source.gallery.images.2',
    ])
  })

  it('destroyed while the feed loads (the signal aborts): the data comes back as it was, nothing logged', async () => {
    const abort = new AbortController()
    const fetch = ((_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })) as typeof globalThis.fetch
    const module = fed('post')
    const pending = expandStream(module, { rest: { fetch }, signal: abort.signal })
    abort.abort()
    expect(await pending).toBe(module)
  })

  it('a template nested past any real depth, or circular, still gives its slides: never a rejection', async () => {
    const { fetch } = fakeFetch({ body: { success: true, data: posts(2) } })
    // A hostile export: JSON nested 20,000 levels deep in a layer (core ignores past 32).
    const deep = JSON.parse(`${'['.repeat(20000)}${']'.repeat(20000)}`)
    const slides = { 7: template('7', 'A {{title}}') }
    Object.assign(slides[7].layers[1], { deep })
    const out = await expandStream(fed('post', {}, slides), { rest: { fetch } })
    expect(slidesOf(out).map(textOf)).toEqual(['A Post 1', 'A Post 2'])
    expect(streamOutcome(out)?.status).toBe('loaded')
    // Data a site built in script may hold a cycle.
    const looped = template('7', 'B {{title}}') as RawRecord
    looped.self = looped
    const again = await expandStream(fed('post', {}, { 7: looped }), { rest: { fetch } })
    expect(slidesOf(again).map(textOf)).toEqual(['B Post 1', 'B Post 2'])
  })

  it('a module that is not fed (gallery, fixed) or not data comes back as it is', async () => {
    const { fetch, calls } = fakeFetch({ body: {} })
    const gallery = fed('gallery')
    expect(await expandStream(gallery, { rest: { fetch } })).toBe(gallery)
    expect(await expandStream('module.json', { rest: { fetch } })).toBe('module.json')
    expect(calls).toEqual([])
  })
})
