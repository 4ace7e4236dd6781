import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SliderProvider } from './provider'
import { Slider } from './slider'
import { countingPlugin, installBrowserStubs, settle, testModule } from './test-support/browser'
import { Grab, Listen, Pick } from './test-support/probes'

let restore: () => void
beforeEach(() => {
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

  it('re-initialises when the plugins or options change identity', async () => {
    const { plugin, counts } = countingPlugin()
    const view = render(<Slider module={moduleA} plugins={[plugin]} />)
    await act(settle)
    view.rerender(<Slider module={moduleA} plugins={[plugin]} />)
    await act(settle)
    expect(counts).toMatchObject({ setups: 2, destroys: 1 })
    const plugins = [plugin]
    view.rerender(<Slider module={moduleA} plugins={plugins} options={{ backend: true }} />)
    await act(settle)
    expect(counts).toMatchObject({ setups: 3, destroys: 2 })
    view.unmount()
    expect(counts.live()).toBe(0)
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
    vi.spyOn(console, 'error').mockImplementation(() => {})
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
    expect(() => render(<Slider />)).toThrow(/<Slider \/> must be used inside <SliderProvider>/)
  })
})
