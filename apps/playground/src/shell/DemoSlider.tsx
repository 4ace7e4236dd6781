import type { AnyPlugin, ModuleSource, Slider as SliderApi } from '@strata/core'
import { Slider, type SliderProviderOptions, useSlider } from '@strata/react'
import type { ReactNode } from 'react'
import { useShowInDemoShell } from './shell-context'
import { useSliderEffect } from './slider-hooks'

export interface DemoSliderProps {
  /** The root's id. @default undefined */
  id?: string
  /** Module data, a `.json` URL, or `{ alias }` / `{ id }`. */
  module: ModuleSource
  /** Compared by value (@strata/react): a re-render with equal plugins keeps the slider. @default [] */
  plugins?: readonly AnyPlugin[]
  /** The rest of createSlider's options (e.g. `rest` for demos loading by alias). @default undefined */
  options?: SliderProviderOptions
  /** The page's content security policy nonce, for the shell's `<style>`. @default undefined */
  nonce?: string
  /** Runs with each slider before its first event (see `useSliderEffect`). @default undefined */
  onSlider?: (slider: SliderApi) => (() => void) | undefined
  /** Rendered after the root, inside the provider: controls and readouts use the hooks. */
  children?: ReactNode
}

/** Hands the slider to the demo page, whose panels show its data, model and report. */
function ShowInShell({ module }: { module: ModuleSource }) {
  useShowInDemoShell(useSlider(), module)
  return null
}

function OnSlider({ setup }: { setup: NonNullable<DemoSliderProps['onSlider']> }) {
  useSliderEffect(setup)
  return null
}

/**
 * A demo's module through @strata/react's `<Slider>` (the root gets `.slider-root`), shown in
 * the demo page's panels; `children` (Prev / Next, the readout...) use the hooks.
 */
export function DemoSlider({
  id,
  module,
  plugins,
  options,
  nonce,
  onSlider,
  children,
}: DemoSliderProps) {
  return (
    <Slider
      module={module}
      plugins={plugins}
      options={options}
      className="slider-root"
      id={id}
      nonce={nonce}
    >
      <ShowInShell module={module} />
      {onSlider ? <OnSlider setup={onSlider} /> : null}
      {children}
    </Slider>
  )
}
