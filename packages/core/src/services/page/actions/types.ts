import type { RawRecord } from '../../../types/model'
import type { PluginContext, Reporter } from '../../../types/plugin'
import type { Cancel } from '../../../types/scheduler'
import type { ScrollOptions } from '../scroll/scroll-to'

/** An action record read from data (`a, evt, src, target, d, rd, ...`, docs/behaviour.md §3 "Action"). */
export interface ActionRecord {
  /** The action's name as written (`next`, `jumpTo`, `playScene`, ...). */
  a: string
  /** DOM event that triggers it. @default 'click' */
  evt: string
  /** Ids of the layers whose event triggers it (slide-level records). @default [] */
  src: readonly string[]
  /** Ids of the layers it acts on. @default [] */
  target: readonly string[]
  /** Delay in ms before it runs. @default 0 */
  d: number
  /** Rate limit in ms: it runs at most once per `rd`. @default 0 */
  rd: number
  /** The whole record, for the action's own fields (`anchor`, `offset`, `sc`, `class`, ...). */
  raw: RawRecord
  /** Where the record sits in the data, e.g. `slides.2.slide.actions.0`. */
  path: string
}

/** What an action handler may use: the slider through the plugin context, and page helpers. */
export interface ActionHost {
  ctx: PluginContext
  report: Reporter
  /** Layer elements by id (`data-layer-id`), in `from`'s slide first, else anywhere in the module. */
  layers(ids: readonly string[], from: Element): HTMLElement[]
  /** Scrolls the window (the scroll service); returns a cancel. */
  scrollTo(target: Element | string | number, options?: ScrollOptions): Cancel
  win: Window
}

/** One run of an action: the record, the element and event that triggered it, the host. */
export interface ActionRun {
  record: ActionRecord
  element: Element
  event?: Event
  host: ActionHost
}

export type ActionHandler = (run: ActionRun) => void
