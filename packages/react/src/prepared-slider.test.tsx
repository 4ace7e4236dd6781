import type { Slider as CoreSlider, RawRecord } from '@strata/core'
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Slider } from './prepared-slider'
import { Slider as RawSlider } from './raw-slider'
import { preparedOf, settle, stubBrowserEachTest, testModule } from './test-support/browser'
import { hydrateServerRender } from './test-support/hydrate'
import { Grab } from './test-support/probes'

stubBrowserEachTest()

const raw = testModule('ssr', 3)
const module = preparedOf(raw)
const plugins = [] as const
const App = () => <Slider module={module} plugins={plugins} id="hero" />

/**
 * Renders the prepared `<Slider>` (or `Root`) of `data` and lets it start. `slider()` is the live
 * slider as the hooks see it; `rerender` renders the tree again with other (or the same) data.
 */
async function started(data: RawRecord, Root = Slider) {
  let live: CoreSlider | null = null
  const tree = (m: RawRecord) => (
    <Root module={m} plugins={plugins}>
      <Grab
        onSlider={(s) => {
          live = s
        }}
      />
    </Root>
  )
  const view = render(tree(data))
  await act(async () => {
    await (live as CoreSlider | null)?.ready
    await settle()
  })
  return {
    view,
    slider: () => live as CoreSlider | null,
    async rerender(m: RawRecord) {
      view.rerender(tree(m))
      await act(settle)
    },
  }
}

describe('<Slider /> of @strata/react/prepared', () => {
  it('renders on the server the same markup as the raw <Slider /> does for the raw data', () => {
    const preparedHtml = renderToString(<Slider module={module} plugins={plugins} id="hero" />)
    const rawHtml = renderToString(<RawSlider module={raw} plugins={plugins} id="hero" />)
    expect(preparedHtml).toContain('<h2 class="strata-ssr-title">ssr 1</h2>')
    expect(preparedHtml).toBe(rawHtml)
  })

  it('hydrates with no mismatch warning, and the slider opens the prepared module', async () => {
    const error = vi.spyOn(console, 'error')
    const { container, serverSlide, unmount } = await hydrateServerRender(<App />)
    expect(error).not.toHaveBeenCalled()
    expect(container.querySelector('.strata-slide[aria-current="true"]')).toBe(serverSlide)
    expect(container.querySelector('.strata-ssr')).toBeNull()
    expect(container.querySelectorAll('.strata-slide')[0]?.getAttribute('aria-label')).toBe(
      '1 of 3',
    )
    unmount()
  })

  it('gives the slider the model and no report entry, as the raw <Slider /> does for raw data', async () => {
    const { view, slider } = await started(module)
    expect(slider()?.state.count).toBe(3)
    expect(slider()?.report).toEqual([])
    expect(view.container.querySelectorAll('.strata-slide[aria-current="true"]')).toHaveLength(1)
    view.unmount()
  })

  it('still shows raw data (its normaliser loaded on demand), with no server shell', async () => {
    expect(renderToString(<Slider module={raw} plugins={plugins} />)).not.toContain('<style')
    const { view, slider } = await started(raw)
    expect(slider()?.state.count).toBe(3)
    expect(slider()?.report).toEqual([])
    view.unmount()
  })

  it('reports a prepared module whose model is broken by the path of the part missing, with the error slide and no shell', async () => {
    const broken = { ...module, model: { settings: {} } }
    expect(renderToString(<Slider module={broken} plugins={plugins} />)).not.toContain('<style')
    const { view, slider } = await started(broken)
    expect(slider()?.report.map((e) => e.path)).toContain('model.settings.size')
    await expect.poll(() => view.container.querySelector('.strata-error-slide')).not.toBeNull()
    view.unmount()
  })

  it('the raw <Slider /> given a prepared module reports it at `success`, naming this entry', async () => {
    const { view, slider } = await started(module, RawSlider)
    const entry = slider()?.report.find((e) => e.path === 'success')
    expect(entry?.message).toContain('@strata/react/prepared')
    await expect.poll(() => view.container.querySelector('.strata-error-slide')).not.toBeNull()
    view.unmount()
  })

  it('compares a prepared module by identity, as raw data: the same one keeps the slider, a copy restarts it', async () => {
    const { view, slider, rerender } = await started(module)
    const first = slider()
    expect(first).not.toBeNull()
    await rerender(module)
    expect(slider()).toBe(first)
    // A large model is not compared field by field at every render.
    await rerender(structuredClone(module))
    expect(slider()).not.toBe(first)
    view.unmount()
  })
})
