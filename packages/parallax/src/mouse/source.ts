import type { Scheduler } from '@strata/core'
import { type Pointer, pointerIn, REST } from '../math/depth'
import { askPermission, needsPermission, orientationPointer } from './orientation'

export interface PointerSourceOptions {
  root: HTMLElement
  scheduler: Scheduler
  /** Measure from the module's box or the window's. */
  relativeTo: 'module' | 'page'
  /** Touch devices: device orientation drives instead of the pointer. */
  orientation: boolean
  /** A new place to go (each axis -1..1). */
  onTarget(target: Pointer): void
  /** Device orientation started driving, or the visitor refused it. */
  onOrientation(state: 'on' | 'off'): void
  /** Work is on: in view and motion allowed. */
  active(): boolean
}

export interface PointerSource {
  orientation(): 'off' | 'waiting' | 'on'
  destroy(): void
}

function touchOnly(win: Window) {
  return (
    typeof win.matchMedia === 'function' &&
    win.matchMedia('(hover: none) and (pointer: coarse)').matches
  )
}

/**
 * Where the layers are going: the pointer over the module (or the page), read in the scheduler's
 * read phase, once per frame however many moves arrive; on touch devices the device's
 * orientation, after the iOS permission grant (docs/behaviour.md §6).
 */
export function createPointerSource(o: PointerSourceOptions): PointerSource {
  const win = o.root.ownerDocument.defaultView ?? window
  const abort = new AbortController()
  const { signal } = abort
  let client: { x: number; y: number } | undefined
  let cancelRead: (() => void) | undefined
  let state: 'off' | 'waiting' | 'on' = 'off'

  const measure = () => {
    cancelRead = undefined
    if (!client || !o.active()) return
    const box =
      o.relativeTo === 'page'
        ? { left: 0, top: 0, width: win.innerWidth, height: win.innerHeight }
        : o.root.getBoundingClientRect()
    o.onTarget(pointerIn(client.x, client.y, box))
  }
  const onMove = (e: PointerEvent) => {
    if (e.pointerType === 'touch' || !o.active()) return
    client = { x: e.clientX, y: e.clientY }
    cancelRead ??= o.scheduler.read(measure)
  }
  const onLeave = () => {
    client = undefined
    cancelRead?.()
    cancelRead = undefined
    o.onTarget(REST)
  }
  const moveTarget = o.relativeTo === 'page' ? win : o.root
  moveTarget.addEventListener('pointermove', onMove as EventListener, { passive: true, signal })
  const leaveTarget = o.relativeTo === 'page' ? o.root.ownerDocument.documentElement : o.root
  leaveTarget.addEventListener('pointerleave', onLeave, { signal })

  const listenOrientation = () => {
    state = 'on'
    win.addEventListener(
      'deviceorientation',
      (e: DeviceOrientationEvent) => {
        if (o.active()) o.onTarget(orientationPointer(e.gamma, e.beta))
      },
      { passive: true, signal },
    )
  }
  if (o.orientation && touchOnly(win)) {
    if (!needsPermission(win)) listenOrientation()
    else {
      // iOS asks only inside a user gesture: the first tap on the module.
      state = 'waiting'
      o.root.addEventListener(
        'click',
        () => {
          void askPermission(win).then((granted) => {
            if (signal.aborted) return
            if (granted) listenOrientation()
            else state = 'off'
            o.onOrientation(state === 'on' ? 'on' : 'off')
          })
        },
        { once: true, signal },
      )
    }
  }
  return {
    orientation: () => state,
    destroy() {
      abort.abort()
      cancelRead?.()
    },
  }
}
