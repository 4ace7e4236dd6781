import type { Cancel, Responsive } from '@strata/core'
import type { NavEnv } from '../env'

/** What auto-hiding needs of a kind: its show / hide delays per level and its default time. */
export interface Delays {
  dIn: Responsive<number>
  dOut: Responsive<number>
  /** Auto-hide time, ms (SPEC.md §9 "Nav default times"). */
  t: number
}

/**
 * Show and hide delays (DATA-FORMAT.md `dIn` / `dOut`, ms per level) and the auto-hide time `t`
 * (SPEC.md §9 "Nav default times: arrow 1000, bullet 3000, thumb 2000, tab 4000, scrubber 5000").
 *
 * - A control appears `dIn` ms after the module starts.
 * - A kind hides only when its `dOut` is above 0 at the level (0: never hides, the default). Then:
 *   - a mouse leaving the module hides it `dOut` ms later;
 *   - touch and pen have no hover to leave by: a touch shows it, and it hides `t` ms after the
 *     last touch activity;
 *   - a mouse resting inside the module (no movement) hides it after `t` ms too (idle), and any
 *     movement brings it back.
 * - Keyboard focus shows it, and a control holding focus is never hidden.
 * Only opacity changes (a CSS transition, off under reduced motion). Returns the cleanup.
 */
export function bindAutoHide(env: NavEnv, delays: Delays, els: readonly HTMLElement[]): () => void {
  const { root, scheduler } = env.ctx
  const level = () => env.ctx.state.level
  let pending: Cancel = () => {}
  const set = (hidden: boolean) => {
    const active = env.doc.activeElement
    if (hidden && els.some((el) => active && el.contains(active))) return
    for (const el of els) el.toggleAttribute('data-nav-hidden', hidden)
  }
  const later = (ms: number, hidden: boolean) => {
    pending()
    pending = scheduler.after(ms, () => set(hidden))
  }
  const show = () => {
    pending()
    set(false)
  }
  const wait = delays.dIn[level()]
  if (wait > 0) {
    set(true)
    later(wait, false)
  }
  /** Pointer activity inside the module: show now, hide `t` ms after the last of it. */
  const active = () => {
    show()
    if (delays.dOut[level()] > 0) later(delays.t, true)
  }
  const abort = new AbortController()
  const opts = { signal: abort.signal }
  for (const type of ['pointerenter', 'pointermove', 'pointerup'])
    root.addEventListener(type, active, opts)
  root.addEventListener('focusin', show, opts)
  root.addEventListener(
    'pointerleave',
    (e) => {
      const ms = delays.dOut[level()]
      // A touch "leaves" when the finger lifts: its `t` timer (set on pointerup) decides.
      if (ms > 0 && e.pointerType === 'mouse') later(ms, true)
    },
    opts,
  )
  return () => {
    pending()
    abort.abort()
  }
}
