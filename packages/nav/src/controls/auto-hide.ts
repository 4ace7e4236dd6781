import type { Cancel, Responsive } from '@strata/core'
import type { NavEnv } from '../env'

/** What auto-hiding needs of a kind: its show / hide delays per level. */
export interface Delays {
  dIn: Responsive<number>
  dOut: Responsive<number>
}

/**
 * Show and hide delays (DATA-FORMAT.md `dIn` / `dOut`, ms per level): a control appears `dIn` ms
 * after the module starts, and, when `dOut` is above 0, fades out `dOut` ms after a mouse leaves
 * the module, back as soon as a pointer or keyboard focus enters it. 0 means right away / never
 * hide. Only opacity changes (a CSS transition, off under reduced motion). Returns the cleanup.
 */
export function bindAutoHide(env: NavEnv, delays: Delays, els: readonly HTMLElement[]): () => void {
  const { root, scheduler } = env.ctx
  const level = () => env.ctx.state.level
  let pending: Cancel = () => {}
  const set = (hidden: boolean) => {
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
  const abort = new AbortController()
  const opts = { signal: abort.signal }
  root.addEventListener('pointerenter', show, opts)
  root.addEventListener('focusin', show, opts)
  root.addEventListener(
    'pointerleave',
    (e) => {
      const ms = delays.dOut[level()]
      // Touch has no hover to bring them back: only a mouse leaving hides the controls.
      if (ms > 0 && e.pointerType === 'mouse') later(ms, true)
    },
    opts,
  )
  return () => {
    pending()
    abort.abort()
  }
}
