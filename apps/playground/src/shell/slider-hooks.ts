import type { ReportEntry, Slider } from '@strata/core'
import { useSlider, useSliderEvent, useSliderState } from '@strata/react'
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'

type Setup = (slider: Slider) => (() => void) | undefined

/**
 * Runs `setup` with each slider the surrounding `<Slider>` starts (again after a restart or
 * StrictMode's second mount) and its cleanup when that slider goes. It runs in the commit right
 * after createSlider, before the slider's first event (core loads even inline data
 * asynchronously), so a demo can expose the slider or pause it before anything moves. The
 * latest `setup` is used: an inline function is fine.
 */
export function useSliderEffect(setup: Setup): void {
  const slider = useSlider()
  const latest = useRef(setup)
  useLayoutEffect(() => {
    latest.current = setup
  })
  useEffect(() => (slider ? latest.current(slider) : undefined), [slider])
}

/** `slider.report` of the surrounding `<Slider>`, re-read on every `module:report` batch. */
export function useSliderReport(): readonly ReportEntry[] {
  const slider = useSlider()
  const [, heard] = useReducer((n: number) => n + 1, 0)
  useSliderEvent('module:report', heard)
  // Ready (and a restart) change the state too; the report may have grown with it.
  useSliderState((s) => s.ready)
  return slider ? [...slider.report] : []
}
