import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { fakeSite, json } from '../services/rest/test-site'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { Services } from '../types/plugin'

let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  browser = installFakeBrowser()
  root = document.createElement('div')
  document.body.append(root)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  root.remove()
  browser.restore()
  vi.restoreAllMocks()
})

const answering = (body: unknown, status = 200) => {
  const urls: string[] = []
  const fetch = (async (url: string) => {
    urls.push(url)
    return new Response(JSON.stringify(body), { status })
  }) as typeof globalThis.fetch
  return { fetch, urls }
}
const rest = { base: 'http://127.0.0.1:9/wp-json/' }

describe('createSlider with a REST module reference (docs/architecture.md public API)', () => {
  it('loads { alias } through REST with no extra import and shows its first slide', async () => {
    const { fetch, urls } = answering({ success: true, ...sampleModule(3) })
    const slider = createSlider(root, {
      module: { alias: 'demo' },
      rest,
      fetch,
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(urls).toEqual([
      `${rest.base}sliderrevolution/sliders/demo?srengine=7&raw=true&alias=true`,
    ])
    expect(slider.state).toMatchObject({ index: 0, count: 3, ready: true })
    expect(root.querySelectorAll('.strata-slide')).not.toHaveLength(0)
    slider.destroy()
  })

  it('with rest.ajaxUrl and no base, { alias } loads through the ajax action get_full_slider_object and shows its first slide', async () => {
    const ajaxUrl = 'http://127.0.0.1:9/wp-admin/admin-ajax.php'
    const { fetch, calls } = fakeSite(json({ success: true, ...sampleModule(3) }))
    const slider = createSlider(root, {
      module: { alias: 'demo' },
      rest: { ajaxUrl, nonce: 'n1' },
      fetch,
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', ajaxUrl]])
    expect([...(calls[0]?.body ?? [])]).toEqual([
      ['action', 'revslider_ajax_call_front'],
      ['client_action', 'get_full_slider_object'],
      ['data[version]', '7'],
      ['data[alias]', 'demo'],
      ['data[forcealias]', 'true'],
      ['version', '7'],
    ])
    expect(slider.state).toMatchObject({ index: 0, count: 3, ready: true })
    expect(root.querySelectorAll('.strata-slide')).not.toHaveLength(0)
    slider.destroy()
  })

  it('with rest.base and rest.ajaxUrl, { id } still loads by REST GET', async () => {
    const { fetch, urls } = answering({ success: true, ...sampleModule(2) })
    const slider = createSlider(root, {
      module: { id: 'SR7_5_1' },
      rest: { ...rest, ajaxUrl: 'http://127.0.0.1:9/wp-admin/admin-ajax.php' },
      fetch,
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    expect(urls).toEqual([`${rest.base}sliderrevolution/sliders/5?srengine=7&raw=true`])
    expect(slider.state).toMatchObject({ count: 2, ready: true })
    slider.destroy()
  })

  it('a full object response lacking success: the console says it could not be loaded from the database, nothing shows, nothing throws', async () => {
    const { fetch } = answering({ slides: sampleModule(3).slides })
    const slider = createSlider(root, {
      module: { id: 9 },
      rest,
      fetch,
      scheduler: createFakeScheduler(),
    })
    await expect(slider.ready).resolves.toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(slider.report).toEqual([
      {
        path: 'module',
        message: 'module "9" could not be loaded from the database (success is missing)',
      },
    ])
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be loaded from the database'),
    )
    expect(root.children).toHaveLength(0)
    expect(root.classList.contains('strata-module')).toBe(false)
    expect(slider.module).toBeUndefined()
    slider.destroy()
    slider.destroy()
  })

  it('gives plugins the REST settings, the backend flag, fetch and the slider’s signal through ctx.services.rest', async () => {
    const { fetch } = answering({ success: true, ...sampleModule(2) })
    let seen: Services['rest']
    const slider = createSlider(root, {
      module: { alias: 'demo' },
      rest: { ...rest, nonce: 'n1' },
      backend: true,
      fetch,
      scheduler: createFakeScheduler(),
      plugins: [
        {
          name: 'probe',
          options: {},
          setup(ctx) {
            seen = ctx.services.rest
            return undefined
          },
        },
      ],
    })
    await slider.ready
    expect(seen).toEqual({
      ...rest,
      nonce: 'n1',
      backend: true,
      fetch,
      signal: expect.any(AbortSignal),
    })
    expect(seen?.signal?.aborted).toBe(false)
    slider.destroy()
    expect(seen?.signal?.aborted).toBe(true)
  })
})
