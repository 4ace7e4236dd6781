// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getFullSliderObject, getModalSettings, getSlideLayers, getStreamData } from './actions'
import { fakeSite, json } from './test-site'

const fields = (body: URLSearchParams | undefined) => Object.fromEntries(body ?? [])

describe('the three front-end actions (docs/behaviour.md §7)', () => {
  it('get_full_slider_object payload: version 7, id, optional slideid', async () => {
    const { fetch, calls } = fakeSite(json({ success: true, id: '7' }))
    const answer = await getFullSliderObject({ fetch }, { id: 'SR7_7_2', slideid: 3 })
    expect(fields(calls[0]?.body)).toMatchObject({
      client_action: 'get_full_slider_object',
      'data[version]': '7',
      'data[id]': '7',
      'data[slideid]': '3',
    })
    expect(fields(calls[0]?.body)).not.toHaveProperty('data[forcealias]')
    expect(answer).toEqual({ success: true, id: '7' })
  })

  it('get_full_slider_object sends alias and forcealias true when no id is known', async () => {
    const { fetch, calls } = fakeSite(json({ success: true }))
    await getFullSliderObject({ fetch }, { alias: 'hero' })
    expect(fields(calls[0]?.body)).toMatchObject({
      'data[alias]': 'hero',
      'data[forcealias]': 'true',
    })
    expect(fields(calls[0]?.body)).not.toHaveProperty('data[id]')
  })

  it('get_full_slider_object sends the source engine as version; 6 adds srengine=6 to the URL', async () => {
    const { fetch, calls } = fakeSite(json({ success: true }))
    await getFullSliderObject({ fetch, ajaxUrl: '/ajax' }, { id: 1, engine: 6 })
    expect(calls[0]?.url).toBe('/ajax?srengine=6')
    expect(calls[0]?.body.get('data[version]')).toBe('6')
  })

  it('a full object response lacking success: the alias could not be loaded from the database', async () => {
    const { fetch } = fakeSite(json({ slides: {} }))
    await expect(getFullSliderObject({ fetch }, { alias: 'hero' })).rejects.toThrow(
      'alias "hero" could not be loaded from the database',
    )
    await expect(getFullSliderObject({ fetch }, { id: 4 })).rejects.toThrow(
      'module "4" could not be loaded from the database',
    )
  })

  it('get_stream_data payload id; response success and data (list of feed items)', async () => {
    const { fetch, calls } = fakeSite(json({ success: true, data: [{ title: 'a' }] }))
    await expect(getStreamData({ fetch }, '9,10')).resolves.toEqual([{ title: 'a' }])
    expect(fields(calls[0]?.body)).toMatchObject({
      client_action: 'get_stream_data',
      'data[id]': '9,10',
    })
  })

  it("feed not loaded: 'Feed could not be Loaded'", async () => {
    const { fetch } = fakeSite(json({ success: false }))
    await expect(getStreamData({ fetch }, 1)).rejects.toThrow('Feed could not be Loaded')
  })

  it('get_modal_settings payload: version 7, id, alias, forcealias', async () => {
    const modal = { success: true, id: 3, sp: 1000, bg: '#000', pS: 'on', v: 'middle', h: 'center' }
    const { fetch, calls } = fakeSite(json(modal))
    await expect(getModalSettings({ fetch }, { alias: 'popup' })).resolves.toEqual(modal)
    expect(fields(calls[0]?.body)).toMatchObject({
      client_action: 'get_modal_settings',
      'data[version]': '7',
      'data[alias]': 'popup',
      'data[forcealias]': 'true',
    })
  })

  it('a modal response lacking success: nothing opens (it rejects)', async () => {
    const { fetch } = fakeSite(json({ success: 'false' }))
    await expect(getModalSettings({ fetch }, { alias: 'popup' })).rejects.toThrow(
      'could not be loaded from the database',
    )
  })
})

describe('lazy-loading a slide by slideid', () => {
  it("resolves to the slide's layers, found by its key", async () => {
    const layers = { 1: { type: 'text' } }
    const { fetch, calls } = fakeSite(json({ success: true, slides: { 12: { layers } } }))
    await expect(getSlideLayers({ fetch }, { alias: 'hero' }, 12)).resolves.toEqual(layers)
    expect(calls[0]?.body.get('data[slideid]')).toBe('12')
  })

  it('finds the slide by its id in a list, and a slide with no layers gets []', async () => {
    const { fetch } = fakeSite(json({ success: true, slides: [{ id: 'SR7_12_1' }] }))
    await expect(getSlideLayers({ fetch }, { id: 2 }, 12)).resolves.toEqual([])
  })

  it('rejects when the answer does not hold the slide', async () => {
    const { fetch } = fakeSite(json({ success: true, slides: { 3: { layers: [] } } }))
    await expect(getSlideLayers({ fetch }, { id: 2 }, 12)).rejects.toThrow(
      'slide "12" is not in the response',
    )
  })
})
