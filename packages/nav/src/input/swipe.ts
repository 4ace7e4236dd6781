import type { NavEnv } from '../env'
import { dragStarted, dragStep } from './thresholds'

/**
 * Swipe and drag through pointer events (touch, pen; mouse too when `swipe.desktop`): a step
 * counts when the drag lasts over 130 ms and moves over 10% of the slide (docs/behaviour.md §9, core's
 * `isDragStep`), after the `swipe.tolerance` px. `touch-action` leaves the cross axis to the browser, so a horizontal slider never
 * blocks vertical page scrolling. Returns the cleanup.
 */
export function bindSwipe(env: NavEnv, surface: HTMLElement): () => void {
  const { swipe } = env.nav
  const vertical = env.options.vertical
  const now = env.ctx.scheduler.now
  const abort = new AbortController()
  const opts = { signal: abort.signal }
  const touchAction = surface.style.touchAction
  // The cross axis scrolls the page, and a pinch still zooms it (a visitor's zoom is not ours).
  surface.style.touchAction = `${vertical ? 'pan-x' : 'pan-y'} pinch-zoom`
  let start: { id: number; x: number; y: number; t: number; dragging: boolean } | undefined
  let justDragged = false

  surface.addEventListener(
    'pointerdown',
    (e) => {
      // A touch drag ends with no click, so its mark must not outlive it: this press's click is
      // the visitor's.
      justDragged = false
      // Only the main button (0), and a mouse only with `swipe.desktop`; not on a nav control.
      if (e.button || (e.pointerType === 'mouse' && !swipe.desktop)) return
      if (e.target instanceof Element && e.target.closest('.strata-nav')) return
      start = { id: e.pointerId, x: e.clientX, y: e.clientY, t: now(), dragging: false }
    },
    opts,
  )
  surface.addEventListener(
    'pointermove',
    (e) => {
      if (!start || e.pointerId !== start.id || start.dragging) return
      if (!dragStarted(e.clientX - start.x, e.clientY - start.y, swipe.tolerance, vertical)) return
      start.dragging = true
      // Capture keeps the drag ours when the pointer leaves the module (a no-op if it already is).
      surface.setPointerCapture?.(e.pointerId)
    },
    opts,
  )
  // A cancelled pointer ends the drag without a step.
  const end = (e: PointerEvent) => {
    if (!start || e.pointerId !== start.id) return
    const { x, y, t, dragging } = start
    start = undefined
    if (!dragging || e.type === 'pointercancel') return
    justDragged = true
    const { width, height } = env.ctx.state
    const dir = dragStep({
      dx: e.clientX - x,
      dy: e.clientY - y,
      ms: now() - t,
      size: vertical ? height : width,
      vertical,
    })
    if (dir) env.step('swipe', dir > 0 ? 'next' : 'prev', true)
  }
  surface.addEventListener('pointerup', end, opts)
  surface.addEventListener('pointercancel', end, opts)
  // A drag is not a click on what lies under it (a layer link), nor an image drag.
  surface.addEventListener(
    'click',
    (e) => {
      if (justDragged) e.preventDefault()
      justDragged = false
    },
    { ...opts, capture: true },
  )
  surface.addEventListener('dragstart', (e) => e.preventDefault(), opts)
  return () => {
    abort.abort()
    surface.style.touchAction = touchAction
  }
}
