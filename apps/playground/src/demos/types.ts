import type { AnyPlugin, ModuleSource } from '@strata/core'
import type { ComponentType } from 'react'

/**
 * What a demo made only of data needs; the demo page runs it (see `dataDemo` in
 * src/shell/data-demo.tsx), so the demo writes no component of its own.
 */
export interface DemoData {
  /** Module data: an exported module object, a `.json` URL, or `{ alias }` / `{ id }`. */
  module: ModuleSource
  /** Called once per slider, so every slider gets fresh plugin objects. @default () => [] */
  plugins?: () => readonly AnyPlugin[]
  /** Load `{ alias }` / `{ id }` through the playground's local REST server. @default false */
  rest?: boolean
}

export interface Demo {
  /** The `?demo=` value. */
  name: string
  title: string
  description: string
  /** Built for the browser tests rather than for people; listed apart in the gallery. */
  fixture?: boolean
  Component: ComponentType
  /** Set by `dataDemo()`: the demo's data and plugins, run by the demo page's generic runner. */
  data?: DemoData
}
