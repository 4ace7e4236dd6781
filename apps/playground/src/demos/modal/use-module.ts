import {
  type AnyPlugin,
  createSlider,
  type RawRecord,
  type RestOptions,
  type Slider,
} from '@strata/core'
import { useEffect, useRef } from 'react'

export interface ModuleMount {
  module: () => RawRecord
  plugins: () => readonly AnyPlugin[]
  rest?: RestOptions
  /** Called with the slider once it is made. */
  onSlider?: (slider: Slider) => void
  /** Attributes of the module's root (e.g. `data-alias`). @default {} */
  attributes?: Record<string, string>
}

/**
 * A slider in a root the hook adds to the `<div>` its ref points at: made after mount, destroyed
 * on unmount. The root is not React's: the modal plugin moves it into its dialog and back.
 */
export function useModule({ module, plugins, rest, onSlider, attributes = {} }: ModuleMount) {
  const ref = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const root = box.ownerDocument.createElement('div')
    root.className = 'slider-root'
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value)
    box.append(root)
    const slider = createSlider(root, { module: module(), plugins: plugins(), rest })
    onSlider?.(slider)
    return () => {
      slider.destroy()
      root.remove()
    }
  }, [])
  return ref
}
