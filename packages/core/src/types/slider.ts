import type { EventHandler, EventName, Unsubscribe } from './events'
import type { ModuleModel, RawRecord, ReportEntry } from './model'
import type { AnyPlugin, PluginApis } from './plugin'
import type { Scheduler } from './scheduler'
import type { SliderState } from './state'

/**
 * Where a request goes: an index, `'next' | 'prev' | 'first' | 'last' | 'random'`, a relative
 * key (`'+1'`, `'-2'`), a slide id, a deep-link name, or `'slideN'` (1-based).
 */
export type GoToTarget = number | string

export interface GoToOptions {
  /** A visitor asked for it (pauses the slideshow). @default false */
  user?: boolean
  /** It came from a swipe (the mobile nav-delay rule applies). @default false */
  swipe?: boolean
}

/** Module data: inline, a `.json` URL, or a REST reference. */
export type ModuleSource = RawRecord | string | { id: string | number } | { alias: string }

export interface RestOptions {
  /** The site's REST base; a `{ id }` or `{ alias }` module loads from it. @default '/wp-json/' */
  base?: string
  /** The ajax endpoint (`@strata/core/rest`). @default '/wp-admin/admin-ajax.php' */
  ajaxUrl?: string
  /** Sent with ajax calls in backend mode only. @default undefined */
  nonce?: string
}

export interface SliderOptions {
  module: ModuleSource
  /** @default [] */
  plugins?: readonly AnyPlugin[]
  /** @default undefined (no REST) */
  rest?: RestOptions
  /** Editor (backend) mode. @default false */
  backend?: boolean
  /** Frame scheduler; tests pass a fake. @default a requestAnimationFrame scheduler */
  scheduler?: Scheduler
  /** Where fetches go; tests pass a fake. @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * Milliseconds a fetched module (REST, ajax, `.json`) may take, retries included; then the load
   * fails with a report entry as any failed load (docs/behaviour.md §7). 0 waits for ever.
   * @default 20000
   */
  loadTimeout?: number
}

export interface Slider {
  /** Resolves when the first slide (or the error slide) is shown. Never rejects. */
  readonly ready: Promise<void>
  readonly state: SliderState
  /** The normalised module; undefined until loaded. */
  readonly module: ModuleModel | undefined
  /** Every problem found in the data so far. */
  readonly report: readonly ReportEntry[]
  next(): void
  prev(): void
  goTo(target: GoToTarget, options?: GoToOptions): void
  /**
   * Takes a slide out: `target` is its index in `slider.module.slides` (from 0) or its id. Later
   * slides move down one index, `state.count` follows and `slide:remove` { index } is sent;
   * removing the current slide moves to the next one (the first when it was the last; docs/behaviour.md §4).
   * Waits for a running slide change to end. An unknown target is reported, nothing removed.
   */
  removeSlide(target: GoToTarget): void
  pause(): void
  resume(): void
  toggle(): void
  on<K extends EventName>(type: K, handler: EventHandler<K>): Unsubscribe
  plugin<N extends keyof PluginApis>(name: N): PluginApis[N] | undefined
  /** Idempotent; leaves no listener, timer, observer or tween. */
  destroy(): void
}
