import {
  type AnyPlugin,
  createSlider,
  type ModuleSource,
  type ReportEntry,
  type Slider,
  type SliderOptions,
  type SliderState,
} from '@strata/core'
import { useEffect, useRef, useState } from 'react'
import { useDemoShell } from './shell/shell-context'

export interface SliderView {
  slider: Slider | null
  state: SliderState | null
  report: readonly ReportEntry[]
}

/** createSlider options besides the module and plugins (e.g. `rest` for demos loading by alias). */
export type ExtraSliderOptions = Omit<SliderOptions, 'module' | 'plugins'>

/**
 * Creates a slider in the returned ref's element on mount and destroys it on unmount; keeps
 * its state snapshot and report in React state. `onCreate` runs right after createSlider,
 * before any event has fired, so it can subscribe to everything. Inside a demo page the slider
 * is also handed to the page's panels (source data, normalised model, report).
 */
export function useSlider(
  module: ModuleSource,
  plugins: readonly AnyPlugin[],
  onCreate?: (slider: Slider) => (() => void) | undefined,
  options?: ExtraSliderOptions,
) {
  const ref = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<SliderView>({ slider: null, state: null, report: [] })
  const shell = useDemoShell()
  // Data and plugins are fixed for a demo's life: read them once, on mount.
  const init = useRef({ module, plugins, onCreate, options, shell })

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const { module, plugins, onCreate, options, shell } = init.current
    const slider = createSlider(root, { ...options, module, plugins })
    let live = true
    const sync = () => {
      if (live) setView({ slider, state: slider.state, report: [...slider.report] })
    }
    const detach = shell?.attach(slider, module)
    const cleanup = onCreate?.(slider)
    const offs = [slider.on('state:change', sync), slider.on('module:report', sync)]
    sync()
    void slider.ready.then(sync)
    return () => {
      live = false
      for (const off of offs) off()
      cleanup?.()
      detach?.()
      slider.destroy()
    }
  }, [])

  return { ref, ...view }
}
