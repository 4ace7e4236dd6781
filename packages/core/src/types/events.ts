import type { Level, ReportEntry, SlideModel } from './model'
import type { SlideshowStatus } from './state'

/** Direction of a slide change: +1 forward (last → first counts forward), -1 backward. */
export type Direction = 1 | -1

/**
 * Core events (`noun:verb`). Plugins add `<plugin>:<verb>` events by declaration merging:
 * `declare module '@strata/core' { interface SliderEvents { 'nav:click': { index: number } } }`.
 */
export interface SliderEvents {
  /** A slide change starts: the next slide is about to be drawn. */
  'slide:before': { from: number; to: number; direction: Direction }
  /** A slide change finished: `index` is current. */
  'slide:after': { index: number; prevIndex: number; direction: Direction }
  /** A slide element was created because it is about to show; fill it with layers. */
  'slide:build': { index: number; element: HTMLElement; slide: SlideModel }
  /** A slide element left the built window and is about to be removed; release what it holds. */
  'slide:release': { index: number; element: HTMLElement }
  /** `slider.removeSlide` took slide `index` out; later slides moved down one index. */
  'slide:remove': { index: number }
  /** Slideshow timer progress of the current slide, 0..1, once per frame while running. */
  'slideshow:progress': { index: number; progress: number }
  /** The slideshow started, paused, resumed or finished. */
  'slideshow:state': { status: SlideshowStatus }
  /** The module entered or left the viewport. */
  'viewport:change': { inViewport: boolean }
  /** Container size, device level or scale changed. */
  'layout:change': { level: Level; width: number; height: number; scale: number }
  /** `prefers-reduced-motion` changed. */
  'motion:change': { reduced: boolean }
  /** Any field of `slider.state` changed. */
  'state:change': undefined
  /** The normaliser reported problems with the module data. */
  'module:report': { entries: readonly ReportEntry[] }
  /** The first slide is shown. */
  'module:ready': undefined
  /** The slider is being destroyed; plugins release everything. */
  'module:destroy': undefined
  // Events of core's optional plugins (`@strata/core/page`), listed here because a relative
  // `declare module` inside core does not survive the bundled `.d.ts`.
  /** A `playScene` action: layer plugins play scene `scene` of the `targets` layers. */
  'actions:scene': { scene: string; targets: readonly string[]; element: Element }
  /** The frame rate averaged under 30 fps over a 45-frame window (docs/behaviour.md §8 "low-fps"). */
  'observers:low-fps': { fps: number }
}

export type EventName = keyof SliderEvents

/** The prefixes of core's own events; a plugin never sends these (`ctx.emit` refuses them). */
export type CoreEventPrefix =
  | 'slide'
  | 'module'
  | 'slideshow'
  | 'layout'
  | 'viewport'
  | 'motion'
  | 'state'

/** Events core sends: `slide:*`, `module:*`, `slideshow:*`, `layout:*`, ... */
export type CoreEventName = Extract<EventName, `${CoreEventPrefix}:${string}`>

/** Events a plugin may send through `ctx.emit`: every event but core's. */
export type PluginEventName = Exclude<EventName, CoreEventName>
export type EventHandler<K extends EventName> = (payload: SliderEvents[K]) => void
export type Unsubscribe = () => void
