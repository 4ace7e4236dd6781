import type { Slider as Api, SliderState } from '@strata/core'
import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useSliderState } from './hooks'
import { Slider } from './raw-slider'
import { settle, stubBrowserEachTest, testModule } from './test-support/browser'
import { Grab, Listen, Pick } from './test-support/probes'

let api: Api | null = null
const grab = (slider: Api | null) => {
  api = slider
}
stubBrowserEachTest()

const module = testModule('hooks', 4)
const NO_PLUGINS = [] as const
/** A fetch that never answers: the slider stays loading. */
const NEVER = { fetch: () => new Promise<Response>(() => {}) }
const byIndex = (s: SliderState) => s.index
const whole = (s: SliderState) => s
const step = (job: () => void) =>
  act(async () => {
    job()
    await settle()
  })

/** Every value a Boxed render got: a new object per call, compared by field. */
const boxed: { i: number }[] = []
function Boxed() {
  boxed.push(
    useSliderState(
      (s) => ({ i: s.index }),
      (a, b) => a.i === b.i,
    ),
  )
  return null
}

describe('hooks', () => {
  it('useSliderState re-renders only when the selected value changes', async () => {
    const renders: number[] = []
    render(
      <Slider module={module} plugins={NO_PLUGINS}>
        <Pick select={byIndex} onValue={(v) => renders.push(v)} />
        <Grab onSlider={grab} />
      </Slider>,
    )
    await act(settle)
    expect(renders.at(-1)).toBe(0)
    const before = renders.length
    // Pausing changes slider.state (slideshow, pauseReasons) but not the index.
    await step(() => api?.pause())
    expect(api?.state.pauseReasons).toContain('api')
    expect(renders.length).toBe(before)
    await step(() => api?.next())
    expect(renders.at(-1)).toBe(1)
  })

  it('a selector that builds objects re-renders only when isEqual says the value changed', async () => {
    const renders = boxed
    render(
      <Slider module={module} plugins={NO_PLUGINS}>
        <Boxed />
        <Grab onSlider={grab} />
      </Slider>,
    )
    await act(settle)
    const before = renders.length
    await step(() => api?.pause())
    expect(renders.length).toBe(before)
    await step(() => api?.next())
    expect(renders.at(-1)).toEqual({ i: 1 })
  })

  it('useSliderState gives the empty state before the slider starts (index -1)', () => {
    const seen: SliderState[] = []
    render(
      <Slider module="nowhere.json" plugins={NO_PLUGINS} options={NEVER}>
        <Pick select={whole} onValue={(v) => seen.push(v)} />
      </Slider>,
    )
    expect(seen[0]).toMatchObject({ index: -1, ready: false, count: 0 })
  })

  it('useSliderEvent hears the first slide:after once under StrictMode and calls the latest handler', async () => {
    const calls: string[] = []
    const tree = (tag: string) => (
      <StrictMode>
        <Slider module={module} plugins={NO_PLUGINS}>
          <Listen name="slide:after" handler={({ index }) => calls.push(`${tag}${index}`)} />
          <Grab onSlider={grab} />
        </Slider>
      </StrictMode>
    )
    const view = render(tree('a'))
    await act(settle)
    expect(calls).toEqual(['a0'])
    view.rerender(tree('b'))
    await step(() => api?.goTo(2))
    expect(calls).toEqual(['a0', 'b2'])
    view.unmount()
  })

  it('a component that unmounts stops hearing events and state changes; the slider goes on', async () => {
    const handler = vi.fn()
    const values: number[] = []
    const tree = (show: boolean) => (
      <Slider module={module} plugins={NO_PLUGINS}>
        {show ? (
          <>
            <Listen name="slide:after" handler={handler} />
            <Pick select={byIndex} onValue={(v) => values.push(v)} />
          </>
        ) : null}
        <Grab onSlider={grab} />
      </Slider>
    )
    const view = render(tree(true))
    await act(settle)
    expect(handler).toHaveBeenCalledTimes(1)
    view.rerender(tree(false))
    const seen = values.length
    await step(() => api?.next())
    expect(api?.state.index).toBe(1)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(values.length).toBe(seen)
    view.unmount()
  })

  it('useSliderEvent hears module:destroy of a slider replaced (a module change) and of the last one', async () => {
    const destroyed = vi.fn()
    const tree = (data: typeof module) => (
      <Slider module={data} plugins={NO_PLUGINS}>
        <Listen name="module:destroy" handler={destroyed} />
      </Slider>
    )
    const view = render(tree(module))
    await act(settle)
    view.rerender(tree(testModule('other', 2)))
    await act(settle)
    expect(destroyed).toHaveBeenCalledTimes(1)
    view.unmount()
    expect(destroyed).toHaveBeenCalledTimes(2)
  })
})
