import { describe, expect, it } from 'vitest'
import { createSlider as createRawSlider } from '../create-slider'
import { sparseExport } from '../normalise/fixtures/sparse-export'
import { createSlider } from '../prepared'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { ModuleModel } from '../types/model'
import type { AnyPlugin, PrepareContext } from '../types/plugin'
import type { SliderOptions } from '../types/slider'
import { PREPARED_MESSAGE } from './format'
import { prepareModule } from './prepare-module'

const page = useFakePage()

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value))
const prepared = (raw: unknown) => json(prepareModule(raw).module)

const mount = async (
  create: typeof createSlider,
  module: unknown,
  options: Partial<SliderOptions> = {},
) => {
  const slider = create(page.root, {
    module: module as SliderOptions['module'],
    scheduler: createFakeScheduler(),
    ...options,
  })
  await slider.ready
  await settle()
  return slider
}

/** A plugin that records what its `prepare` hook was given. */
function spy() {
  const seen: { data: unknown; model: ModuleModel | undefined }[] = []
  const plugin: AnyPlugin = {
    name: 'spy',
    options: {},
    async prepare(data: unknown, { model }: PrepareContext) {
      seen.push({ data, model })
      return data
    },
    setup: () => undefined,
  }
  return { seen, plugin }
}

describe('createSlider from @strata/core/prepared', () => {
  it('shows a prepared module as @strata/core shows its raw data', async () => {
    const raw = await mount(createRawSlider, sparseExport())
    const rawMarkup = page.root.innerHTML
    const rawModel = json(raw.module)
    raw.destroy()
    const slider = await mount(createSlider, prepared(sparseExport()))
    expect(json(slider.module)).toEqual(rawModel)
    expect(slider.state).toMatchObject({ index: 0, ready: true, count: 2 })
    expect(page.root.innerHTML).toBe(rawMarkup)
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it('reports the problems found ahead, as the raw read does', async () => {
    const bad = { ...sampleModule(2), settings: { slideshow: { length: 'long' } } }
    const raw = await mount(createRawSlider, bad)
    const rawReport = raw.report
    raw.destroy()
    const slider = await mount(createSlider, prepared(bad))
    expect(slider.report).toEqual(rawReport)
    expect(slider.report.map((e) => e.path)).toEqual(['settings.slideshow.length'])
    slider.destroy()
  })

  it("hands the plugins' hooks the model, and the data in its raw shape", async () => {
    const { seen, plugin } = spy()
    const slider = await mount(createSlider, prepared(sparseExport()), { plugins: [plugin] })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.model).toBe(slider.module)
    expect(seen[0]?.data).toMatchObject({ settings: sparseExport().settings })
    slider.destroy()
  })

  it('reads raw data too, its normaliser loaded on demand, as @strata/core does', async () => {
    const { seen, plugin } = spy()
    const raw = await mount(createRawSlider, sparseExport())
    const rawModel = json(raw.module)
    raw.destroy()
    const slider = await mount(createSlider, sparseExport(), { plugins: [plugin] })
    expect(json(slider.module)).toEqual(rawModel)
    expect(seen[0]?.model).toBeUndefined()
    slider.destroy()
  })

  it('reads the data a hook rewrote (a feed) as raw data', async () => {
    const feed: AnyPlugin = {
      name: 'feed',
      options: {},
      prepare: async () => sampleModule(3),
      setup: () => undefined,
    }
    const slider = await mount(createSlider, prepared(sparseExport()), { plugins: [feed] })
    expect(slider.module?.slides.map((s) => s.title)).toEqual(['Slide 1', 'Slide 2', 'Slide 3'])
    slider.destroy()
  })

  it('shows the error slide, naming the version, for a module prepared in another format', async () => {
    const slider = await mount(createSlider, { ...prepared(sparseExport()), version: 9 })
    expect(slider.report[0]).toEqual({
      path: 'version',
      message:
        '9 is not 1, the version this Strata opens: prepare it again with prepareModule (@strata/core/ssr)',
    })
    expect(page.root.textContent).toContain('There is nothing to show here!')
    slider.destroy()
  })

  it('a model lacking a part the page builds from is reported by its path, the error slide shows, and destroy leaves the root as it was', async () => {
    page.root.innerHTML = '<p>Loading the hero</p>'
    page.root.setAttribute('data-x', '1')
    const before = page.root.outerHTML
    const module = prepared(sparseExport())
    const { size: _, ...settings } = module.model.settings
    const slider = await mount(createSlider, { ...module, model: { ...module.model, settings } })
    expect(slider.report[0]).toEqual({
      path: 'model.settings.size',
      message: 'not a record: prepare it again with prepareModule (@strata/core/ssr)',
    })
    expect(slider.report.some((e) => e.message.startsWith('start failed'))).toBe(false)
    expect(page.root.querySelector('.strata-error-slide')?.textContent).toContain(
      'There is nothing to show here!',
    )
    slider.destroy()
    expect(page.root.outerHTML).toBe(before)
  })

  it('fetches a prepared module like any module', async () => {
    const body = JSON.stringify(prepared(sampleModule(4)))
    const fetch = (async () => new Response(body)) as typeof globalThis.fetch
    const slider = await mount(createSlider, '/sliders/demo.prepared.json', { fetch })
    expect(slider.state.count).toBe(4)
    expect(slider.report).toEqual([])
    slider.destroy()
  })

  it("@strata/core's createSlider, which reads raw data, names the entry that shows a prepared module", async () => {
    const slider = await mount(createRawSlider, prepared(sparseExport()))
    expect(slider.report[0]).toEqual({
      path: 'success',
      message: `module could not be loaded: ${PREPARED_MESSAGE}`,
    })
    expect(slider.report[0]?.message).toContain('open it with @strata/core/prepared')
    expect(page.root.textContent).toContain('There is nothing to show here!')
    slider.destroy()
  })
})
