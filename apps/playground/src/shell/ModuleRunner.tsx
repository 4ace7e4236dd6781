import { useState } from 'react'
import type { DemoData } from '../demos/types'
import { useSlider } from '../useSlider'
import { PLAYGROUND_REST } from './rest-paths'

/**
 * Runs a module from data alone: the slider, Prev / Next buttons and the slide count. The demo
 * page around it shows the source data, normalised model and report.
 */
export function ModuleRunner({ data, id }: { data: DemoData; id?: string }) {
  // Plugin objects are made once per runner: useSlider reads them on mount only.
  const [plugins] = useState(() => data.plugins?.() ?? [])
  const { ref, slider, state } = useSlider(
    data.module,
    plugins,
    undefined,
    data.rest ? { rest: PLAYGROUND_REST } : undefined,
  )
  return (
    <>
      <div ref={ref} className="slider-root" id={id} />
      <p className="controls">
        <button type="button" onClick={() => slider?.prev()} disabled={!slider}>
          Prev
        </button>{' '}
        <button type="button" onClick={() => slider?.next()} disabled={!slider}>
          Next
        </button>{' '}
        <span aria-live="polite">
          {state && state.index >= 0 ? `Slide ${state.index + 1} of ${state.count}` : null}
        </span>
      </p>
    </>
  )
}
