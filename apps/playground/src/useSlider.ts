import {
  type AnyPlugin,
  createSlider,
  type RawRecord,
  type ReportEntry,
  type Slider,
  type SliderState,
} from '@strata/core'
import { useEffect, useRef, useState } from 'react'

export interface SliderView {
  slider: Slider | null
  state: SliderState | null
  report: readonly ReportEntry[]
}

/**
 * Creates a slider in the returned ref's element on mount and destroys it on unmount; keeps
 * its state snapshot and report in React state. `onCreate` runs right after createSlider,
 * before any event has fired, so it can subscribe to everything.
 */
export function useSlider(
  module: RawRecord,
  plugins: readonly AnyPlugin[],
  onCreate?: (slider: Slider) => (() => void) | undefined,
) {
  const ref = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<SliderView>({ slider: null, state: null, report: [] })
  // Data and plugins are fixed for a demo's life: read them once, on mount.
  const init = useRef({ module, plugins, onCreate })

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const { module, plugins, onCreate } = init.current
    const slider = createSlider(root, { module, plugins })
    let live = true
    const sync = () => {
      if (live) setView({ slider, state: slider.state, report: [...slider.report] })
    }
    const cleanup = onCreate?.(slider)
    const offs = [slider.on('state:change', sync), slider.on('module:report', sync)]
    sync()
    void slider.ready.then(sync)
    return () => {
      live = false
      for (const off of offs) off()
      cleanup?.()
      slider.destroy()
    }
  }, [])

  return { ref, ...view }
}
