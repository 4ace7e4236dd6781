import { createSlider } from '@strata/core'
import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SliderProvider } from './provider'
import { Slider } from './raw-slider'
import { countingPlugin, installBrowserStubs, settle, testModule } from './test-support/browser'
import { Grab, Listen, Pick } from './test-support/probes'

// createSlider as core has it, counted: every call is a slider (re)started.
vi.mock('@strata/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@strata/core')>()
  return { ...core, createSlider: vi.fn(core.createSlider) }
})
const created = vi.mocked(createSlider)

let restore: () => void
beforeEach(() => {
  created.mockClear()
  restore = installBrowserStubs()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  restore()
  vi.restoreAllMocks()
})

const moduleA = testModule('a')
const moduleB = testModule('b', 4)

describe('<SliderProvider> and <Slider />', () => {
  it('under StrictMode keeps one live slider: one plugin instance, one stage, destroyed on unmount', async () => {
    const { plugin, counts } = countingPlugin()
    const plugins = [plugin]
    const view = render(
      <StrictMode>
        <Slider module={moduleA} plugins={plugins} />
      </StrictMode>,
    )
    await act(settle)
    expect(counts.live()).toBe(1)
    expect(view.container.querySelectorAll('.strata-module')).toHaveLength(1)
    expect(view.container.querySelectorAll('.strata-stage')).toHaveLength(1)
    expect(view.container.querySelectorAll('.strata-slide[aria-current="true"]')).toHaveLength(1)
    view.unmount()
    expect(counts.live()).toBe(0)
  })

  it('re-initialises in place when the module changes: same root element, new slides', async () => {
    const { plugin, counts } = countingPlugin()
    const plugins = [plugin]
    const view = render(<Slider module={moduleA} plugins={plugins} />)
    await act(settle)
    const root = view.container.querySelector('.strata-module')
    expect(root?.querySelector('.strata-slide')?.getAttribute('aria-label')).toBe('1 of 3')
    view.rerender(<Slider module={moduleB} plugins={plugins} />)
    await act(settle)
    expect(view.container.querySelector('.strata-module')).toBe(root)
    expect(root?.querySelector('.strata-slide')?.getAttribute('aria-label')).toBe('1 of 4')
    expect(root?.querySelectorAll('.strata-stage')).toHaveLength(1)
    expect(counts).toMatchObject({ setups: 2, destroys: 1 })
    view.unmount()
  })

  it('a re-render with new but equal plugins and options keeps the slider: one createSlider call', async () => {
    const { make, counts } = countingPlugin({ speed: 300, list: [1, { deep: true }] })
    const seen: unknown[] = []
    const tree = () => (
      <Slider
        module={moduleA}
        plugins={[make({ speed: 300, list: [1, { deep: true }] })]}
        options={{ backend: false, rest: { base: '/api/' } }}
      >
        <Grab onSlider={(s) => seen.push(s)} />
      </Slider>
    )
    const view = render(tree())
    await act(settle)
    const slider = seen.at(-1)
    view.rerender(tree())
    await act(settle)
    expect(created).toHaveBeenCalledTimes(1)
    expect(counts).toMatchObject({ setups: 1, destroys: 0 })
    expect(seen.at(-1)).toBe(slider)
    view.unmount()
  })

  it('a changed plugin option re-initialises: the old slider is destroyed, a new one created', async () => {
    const { make, counts } = countingPlugin()
    const view = render(<Slider module={moduleA} plugins={[make({ speed: 300 })]} />)
    await act(settle)
    view.rerender(<Slider module={moduleA} plugins={[make({ speed: 500 })]} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(2)
    expect(counts).toMatchObject({ setups: 2, destroys: 1 })
    view.unmount()
    expect(counts.live()).toBe(0)
  })

  it('a plugin added or swapped for another name re-initialises', async () => {
    const { make, counts } = countingPlugin()
    const other = { ...make(), name: 'other' }
    const view = render(<Slider module={moduleA} plugins={[make()]} />)
    await act(settle)
    view.rerender(<Slider module={moduleA} plugins={[make(), other]} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(2)
    view.rerender(<Slider module={moduleA} plugins={[other, make()]} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(3)
    expect(counts.live()).toBe(2)
    view.unmount()
  })

  it('a changed option re-initialises; a function in the options compares by reference', async () => {
    const { plugin, counts } = countingPlugin()
    const plugins = [plugin]
    const view = render(<Slider module={moduleA} plugins={plugins} options={{ backend: false }} />)
    await act(settle)
    view.rerender(<Slider module={moduleA} plugins={plugins} options={{ backend: true }} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(2)
    expect(counts).toMatchObject({ setups: 2, destroys: 1 })
    const fetch = () => new Promise<Response>(() => {})
    view.rerender(<Slider module={moduleA} plugins={plugins} options={{ backend: true, fetch }} />)
    await act(settle)
    view.rerender(<Slider module={moduleA} plugins={plugins} options={{ backend: true, fetch }} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(3)
    const another = () => new Promise<Response>(() => {})
    view.rerender(
      <Slider module={moduleA} plugins={plugins} options={{ backend: true, fetch: another }} />,
    )
    await act(settle)
    expect(created).toHaveBeenCalledTimes(4)
    view.unmount()
  })

  it('a REST reference is compared by value; inline module data by identity', async () => {
    const options = { fetch: () => new Promise<Response>(() => {}) }
    const view = render(<Slider module={{ alias: 'home' }} options={options} />)
    view.rerender(<Slider module={{ alias: 'home' }} options={options} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(1)
    view.rerender(<Slider module={{ alias: 'shop' }} options={options} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(2)
    view.rerender(<Slider module={testModule('a')} />)
    view.rerender(<Slider module={testModule('a')} />)
    await act(settle)
    expect(created).toHaveBeenCalledTimes(4)
    view.unmount()
  })

  it('a module of no shape (a CMS field left null, a number) is reported, not thrown, and a good one after it starts', async () => {
    // Found by the React fuzz (apps/playground/e2e/reliability-react-fuzz.spec.ts): comparing
    // `null` with the next module threw inside React's render, and the whole tree went.
    const seen: Array<{ report: readonly { path: string }[] } | null> = []
    const tree = (module: unknown) => (
      <Slider module={module as typeof moduleA}>
        <Grab onSlider={(s) => seen.push(s)} />
      </Slider>
    )
    const view = render(tree(moduleA))
    for (const odd of [null, 7, null]) {
      view.rerender(tree(odd))
      await act(settle)
      expect(seen.at(-1)?.report.length).toBeGreaterThan(0)
    }
    view.rerender(tree(moduleB))
    await act(settle)
    expect(created).toHaveBeenCalledTimes(5)
    expect(seen.at(-1)?.report).toEqual([])
    view.unmount()
  })

  it('a module left undefined with no provider above is reported like null, not thrown', async () => {
    // A CMS field that is missing, not empty: thrown in render, it took the host's whole tree.
    const seen: Array<{ report: readonly { path: string }[] } | null> = []
    const view = render(
      <Slider module={undefined}>
        <Grab onSlider={(s) => seen.push(s)} />
      </Slider>,
    )
    await act(settle)
    expect(seen.at(-1)?.report.length).toBeGreaterThan(0)
    expect(view.container.querySelector('.strata-module')).not.toBeNull()
    view.unmount()
  })

  it('an unchanged re-render (same module, plugins and options) does nothing', async () => {
    const { plugin, counts } = countingPlugin()
    const plugins = [plugin]
    const options = { backend: false }
    const seen: unknown[] = []
    const tree = () => (
      <SliderProvider module={moduleA} plugins={plugins} options={options}>
        <Slider className="box" />
        <Grab onSlider={(s) => seen.push(s)} />
      </SliderProvider>
    )
    const view = render(tree())
    await act(settle)
    const slider = seen.at(-1)
    view.rerender(tree())
    await act(settle)
    expect(counts).toMatchObject({ setups: 1, destroys: 0 })
    expect(seen.at(-1)).toBe(slider)
    view.unmount()
  })

  it('every hook outside a provider throws a message naming the hook and the provider', () => {
    const none = () => {}
    expect(() => render(<Grab onSlider={none} />)).toThrow(
      /useSlider\(\) must be used inside <SliderProvider>/,
    )
    expect(() => render(<Pick select={(s) => s.index} onValue={none} />)).toThrow(
      /useSliderState\(\) must be used inside <SliderProvider>/,
    )
    expect(() => render(<Listen name="module:ready" handler={none} />)).toThrow(
      /useSliderEvent\(\) must be used inside <SliderProvider>/,
    )
    // `<Slider />` itself throws nothing: with no module and no provider it reports, as below.
  })
})
