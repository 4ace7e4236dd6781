import type { ComponentType } from 'react'

export interface Demo {
  /** The `?demo=` value. */
  name: string
  title: string
  description: string
  /** Built for the browser tests rather than for people; listed apart in the gallery. */
  fixture?: boolean
  Component: ComponentType
}
