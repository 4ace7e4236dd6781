import type { GoToTarget, Level, PluginContext, SliderState } from '@strata/core'
import type { NavKindName, NavOptions, NavVia } from './options'
import type { NavKit } from './shared'
import type { ResolvedSkin } from './skins/resolve'
import type { NavSettings, ProgressBar } from './types'

/** What every control and input gets from the plugin. */
export interface NavEnv {
  ctx: PluginContext
  doc: Document
  nav: NavSettings
  progressBar: ProgressBar
  /** The plugin's options; `wheelLoop` and `vertical` left out are false. */
  options: NavOptions & Required<Pick<NavOptions, 'playButton' | 'skins'>>
  /** Asks for a slide on the visitor's behalf (pauses the slideshow, docs/behaviour.md §4). */
  step(via: NavVia, target: GoToTarget, swipe?: boolean): void
  /** The kind's skin (resolved once). */
  skin(kind: NavKindName): ResolvedSkin
  /**
   * Slides that get a bullet, tab or thumb: the navigable ones (`ctx.navigable()`) but those
   * hidden from navigation (`hideFromNav`).
   */
  items: readonly number[]
  /** How far the layer grid sits in from the module's sides now, px (for `alignTo: 'grid'`). */
  gridInset(): number
  /** The first download's helpers, for the on-demand chunks (shared.ts). */
  kit: NavKit
}

/** A drawn control: its element, and what it does when the slide or the layout changes. */
export interface Control {
  el: HTMLElement
  /** The current slide changed (also called once after creation). */
  update?(state: SliderState): void
  /** The device level or size changed (also called once after creation). */
  layout?(level: Level, width: number, height: number): void
  /** Releases what `el.remove()` does not (listeners on other targets, jobs). */
  destroy?(): void
}

/** By kind (and `play`), the control a drawing made: the first of the arrows. */
export type Shown = Partial<Record<string, Control & { visible?(): number }>>
