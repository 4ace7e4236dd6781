import type { Direction } from './events'
import type { Level } from './model'

export type SlideshowStatus = 'idle' | 'running' | 'paused' | 'finished'

/**
 * Why the slideshow is paused; it runs again when no reason is left (docs/behaviour.md §4).
 * 'focus': keyboard focus is inside the module; 'media': a plugin's playing media holds the timer.
 */
export type PauseReason =
  | 'hover'
  | 'focus'
  | 'blur'
  | 'viewport'
  | 'user'
  | 'api'
  | 'motion'
  | 'slide'
  | 'media'

/** A snapshot of the slider; replaced (never mutated) on every change, so React can subscribe. */
export interface SliderState {
  /** Index of the current slide in `module.slides`; -1 before the first slide shows. */
  index: number
  /** @default -1 */
  prevIndex: number
  /** Direction of the last change. @default 1 */
  direction: Direction
  /** Number of slides (navigable or not). */
  count: number
  /** A transition is running; further requests are queued. */
  locked: boolean
  slideshow: SlideshowStatus
  pauseReasons: readonly PauseReason[]
  /** Completed slideshow loops. */
  loops: number
  inViewport: boolean
  level: Level
  /** Container width and module height in CSS px. */
  width: number
  height: number
  /** Layer grid scale (container width / grid width). */
  scale: number
  /** Device pixel ratio, clamped to 1..2. */
  dpr: number
  reducedMotion: boolean
  ready: boolean
}
