import type { Cancel, Responsive } from '@strata/core'
import type { NavEnv } from '../env'

/** What auto-hiding needs of a kind: its show / hide delays per level and its default time. */
export interface Delays {
  showDelay: Responsive<number>
  hideDelay: Responsive<number>
  /** Auto-hide time, ms (docs/behaviour.md §9 "Nav default times"). */
  hideAfter: number
}

/**
 * When each module's controls were first bound (its `ctx`): a control drawn again (a removal, a
 * level change) or one that lands later waits out the rest of `showDelay` from then, not all of it.
 */
const started = new WeakMap<object, number>()

/**
 * Show and hide delays (`showDelay` / `hideDelay`, export `dIn` / `dOut`, ms per level) and the
 * auto-hide time `hideAfter` (export `t`; docs/behaviour.md §9 "Nav default times: arrow 1000, bullet 3000,
 * thumb 2000, tab 4000, scrubber 5000").
 *
 * - A control appears `showDelay` ms after the module starts.
 * - A kind hides only when its `hideDelay` is above 0 at the level (0: never hides, the default).
 *   Then:
 *   - a mouse leaving the module hides it `hideDelay` ms later;
 *   - touch and pen have no hover to leave by: a touch shows it, and it hides `hideAfter` ms
 *     after the last touch activity;
 *   - a mouse resting inside the module (no movement) hides it after `hideAfter` ms too (idle), and any
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
  const now = scheduler.now()
  if (!started.has(env.ctx)) started.set(env.ctx, now)
  const wait = (started.get(env.ctx) ?? now) + delays.showDelay[level()] - now
  if (wait > 0) {
    set(true)
    later(wait, false)
  }
  /** Pointer activity inside the module: show now, hide `hideAfter` ms after the last of it. */
  const active = () => {
    show()
    if (delays.hideDelay[level()] > 0) later(delays.hideAfter, true)
  }
  const abort = new AbortController()
  const opts = { signal: abort.signal }
  for (const type of ['pointerenter', 'pointermove', 'pointerup'])
    root.addEventListener(type, active, opts)
  root.addEventListener('focusin', show, opts)
  root.addEventListener(
    'pointerleave',
    (e) => {
      const ms = delays.hideDelay[level()]
      // A touch "leaves" when the finger lifts: its `hideAfter` timer (set on pointerup) decides.
      if (ms > 0 && e.pointerType === 'mouse') later(ms, true)
    },
    opts,
  )
  return () => {
    pending()
    abort.abort()
  }
}
