import type { NavEnv } from '../env'

/** docs/behaviour.md §9 "Wheel deltas over 300 are divided by 10. Firefox wheel values are multiplied by 10". */
export const WHEEL_BIG = 300

export interface WheelLike {
  deltaX: number
  deltaY: number
}

/** A wheel event's delta on its main axis, normalised (Firefox ×10, then over 300 ÷10). */
export function wheelDelta({ deltaX, deltaY }: WheelLike, firefox: boolean): number {
  let d = Math.abs(deltaY) >= Math.abs(deltaX) ? deltaY : deltaX
  if (firefox) d *= 10
  if (Math.abs(d) > WHEEL_BIG) d /= 10
  return d
}

/**
 * Mouse wheel steps the slides with a cooldown (`wheel.cooldown`, 1500 ms): deltas are normalised
 * (docs/behaviour.md §9). At the first and last slide, without `wheelLoop`, the page scrolls on instead.
 * Returns the cleanup.
 */
export function bindWheel(env: NavEnv): () => void {
  const { root } = env.ctx
  const firefox = /firefox/i.test(root.ownerDocument.defaultView?.navigator.userAgent ?? '')
  const gate = env.kit.createGate(env.ctx.scheduler.now, () => env.nav.wheel.cooldown)
  const abort = new AbortController()
  root.addEventListener(
    'wheel',
    (e) => {
      const d = wheelDelta(e, firefox)
      if (!d) return
      const forward = d > 0
      // The navigable slides, not the listed ones: a slide hidden from navigation (`hideFromNav`)
      // still plays, so at either end it is the first or the last (docs/behaviour.md §4.1).
      const ways = env.ctx.navigable()
      const at = ways.indexOf(env.ctx.state.index)
      const atEnd = forward ? at === ways.length - 1 : at === 0
      if (atEnd && !env.options.wheelLoop && !gate.closed()) return
      // While cooling down the module keeps the wheel, so one flick is one step, not a page jump.
      e.preventDefault()
      if (gate.pass()) env.step('wheel', forward ? 'next' : 'prev')
    },
    { signal: abort.signal, passive: false },
  )
  return () => abort.abort()
}
