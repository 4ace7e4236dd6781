import type { Reporter } from '../../../types/plugin'
import type { Cancel, Scheduler } from '../../../types/scheduler'
import { easeByName } from './ease'
import type { ScrollDefaults } from './scroll-defaults'
import { scrollTarget } from './scroll-target'

export interface ScrollOptions {
  /** px kept above the target. @default 0 */
  offset?: number
  /** Duration in ms; 0 jumps. @default 1000 */
  speed?: number
  /** GSAP-style ease name. @default 'power1.inOut' */
  ease?: string
  /** Write `#id` into the hash once arrived (replaceState: no jump). @default false */
  updateHash?: boolean
  /** Frame source; without one, requestAnimationFrame. @default undefined */
  scheduler?: Scheduler
  /** Where bad input is reported. @default console.warn */
  report?: Reporter
  /** Called with true once arrived, false when cancelled or not scrolled. @default undefined */
  done?: (arrived: boolean) => void
  /** The window to scroll. @default globalThis.window */
  win?: Window
}

const warn: Reporter = (path, message) => console.warn(`[strata] ${path}: ${message}`)

/** Each frame gets the elapsed ms; returns a cancel. rAF when no scheduler is given. */
function frames(win: Window, scheduler: Scheduler | undefined, job: (ms: number) => void): Cancel {
  if (scheduler) {
    const start = scheduler.now()
    return scheduler.every((time) => job(time - start))
  }
  let id = 0
  let start: number | undefined
  const step = (time: number) => {
    start ??= time
    job(time - start)
    id = win.requestAnimationFrame(step)
  }
  id = win.requestAnimationFrame(step)
  return () => win.cancelAnimationFrame(id)
}

/**
 * docs/behaviour.md §2 "Scroll to anchor": scrolls the window to `target` (an element, or an element id
 * with or without '#', or a document y in px) with offset, speed and easing. The target is capped
 * at document height − viewport − 1 and not scrolled to when below 0. Returns a cancel.
 * `defaults`: `SCROLL_DEFAULTS`, from the loader (scroll-anchor.ts).
 */
export function scrollToAnchor(
  target: Element | string | number,
  options: ScrollOptions,
  defaults: ScrollDefaults,
) {
  const { speed = defaults.speed, scheduler, report = warn, done } = options
  const win = options.win ?? globalThis.window
  const finish = (arrived: boolean): Cancel => {
    done?.(arrived)
    return () => {}
  }
  if (!win) return finish(false)
  const doc = win.document
  const id = typeof target === 'string' ? target.trim().replace(/^#/, '') : ''
  const el = typeof target === 'string' ? (id ? doc.getElementById(id) : null) : target
  if (el === null) {
    report('anchor', `no element with id "${id}" on the page; not scrolled`)
    return finish(false)
  }
  const offset = options.offset ?? 0
  if (!Number.isFinite(offset)) report('offset', 'must be a number of px; using 0')
  const top = typeof el === 'number' ? el : el.getBoundingClientRect().top + win.scrollY
  const y = scrollTarget({
    top,
    offset: Number.isFinite(offset) ? offset : 0,
    documentHeight: doc.documentElement.scrollHeight,
    viewportHeight: win.innerHeight,
  })
  if (y === null) return finish(false)
  const ease = easeByName(options.ease ?? defaults.ease)
  if (!ease) report('e', `unknown ease "${options.ease}"; using ${defaults.ease}`)
  const curve = ease ?? (easeByName(defaults.ease) as (t: number) => number)
  const from = win.scrollY
  const arrive = () => {
    win.scrollTo(0, y)
    if (options.updateHash && id) win.history.replaceState(win.history.state, '', `#${id}`)
    done?.(true)
  }
  const valid = Number.isFinite(speed) && speed >= 0
  if (!valid) report('s', `must be a number of ms, 0 or more; using ${defaults.speed}`)
  const duration = valid ? speed : defaults.speed
  if (!duration) {
    arrive()
    return () => {}
  }
  let stop: Cancel = () => {}
  let live = true
  stop = frames(win, scheduler, (ms) => {
    if (!live) return
    if (ms >= duration) {
      live = false
      stop()
      arrive()
    } else win.scrollTo(0, from + (y - from) * curve(ms / duration))
  })
  return () => {
    if (!live) return
    live = false
    stop()
    done?.(false)
  }
}
