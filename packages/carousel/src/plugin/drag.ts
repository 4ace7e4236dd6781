/** docs/behaviour.md §9: "Touch moved threshold 5 px": below it a press is still a click. */
export const MOVE_THRESHOLD = 5
/** Velocity is measured over the last pointer moves within this window, ms. */
const VELOCITY_WINDOW = 100

export interface DragRelease {
  /** Pointer travel along the axis since the drag started, px (positive right / down). */
  moved: number
  /** Pointer velocity along the axis at release, px per ms. */
  velocity: number
  /** How long the drag lasted, ms. */
  elapsed: number
}

export interface DragHandlers {
  horizontal(): boolean
  /** Mouse drags too. @default true */
  mouse?: boolean
  /** px before a press is a drag. @default MOVE_THRESHOLD */
  tolerance?: number
  /** Keep the release of a drag from other listeners on the stage (nav's swipe). @default false */
  swallow?: boolean
  /** A drag started (the pointer moved past the threshold along the axis). */
  start(): void
  /** The pointer moved `moved` px along the axis since the start. */
  move(moved: number): void
  end(release: DragRelease): void
}

/**
 * Pointer drag on the stage. A press becomes a drag only once it moves `MOVE_THRESHOLD` px mostly
 * along the carousel's axis; a move mostly across it is left to the page (scrolling). A click
 * right after a drag is swallowed, so a drag never follows a link. Returns the unbind function.
 */
export function bindDrag(stage: HTMLElement, on: DragHandlers): () => void {
  const abort = new AbortController()
  const opts = { signal: abort.signal }
  let pointer: number | undefined
  let dragging = false
  let dragged = false
  let x0 = 0
  let y0 = 0
  let t0 = 0
  let samples: Array<{ t: number; at: number }> = []

  const along = (e: PointerEvent) => (on.horizontal() ? e.clientX - x0 : e.clientY - y0)
  const reset = () => {
    pointer = undefined
    dragging = false
    samples = []
  }

  stage.addEventListener(
    'pointerdown',
    (e) => {
      if (pointer !== undefined) return
      if (e.pointerType === 'mouse' && (e.button !== 0 || on.mouse === false)) return
      pointer = e.pointerId
      dragged = false
      x0 = e.clientX
      y0 = e.clientY
    },
    opts,
  )
  stage.addEventListener(
    'pointermove',
    (e) => {
      if (e.pointerId !== pointer) return
      const dx = e.clientX - x0
      const dy = e.clientY - y0
      if (!dragging) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) < (on.tolerance ?? MOVE_THRESHOLD)) return
        const main = on.horizontal() ? Math.abs(dx) : Math.abs(dy)
        const cross = on.horizontal() ? Math.abs(dy) : Math.abs(dx)
        // Mostly across the axis: a page scroll, not ours.
        if (cross > main) return reset()
        dragging = dragged = true
        t0 = e.timeStamp
        stage.setPointerCapture?.(e.pointerId)
        on.start()
      }
      e.preventDefault()
      const at = along(e)
      samples.push({ t: e.timeStamp, at })
      while (samples.length > 2 && e.timeStamp - (samples[0]?.t ?? 0) > VELOCITY_WINDOW)
        samples.shift()
      on.move(at)
    },
    opts,
  )
  const up = (e: PointerEvent) => {
    if (e.pointerId !== pointer) return
    if (dragging) {
      if (on.swallow) e.stopPropagation()
      const first = samples[0]
      const last = samples[samples.length - 1]
      const span = first && last ? last.t - first.t : 0
      const velocity = first && last && span > 0 ? (last.at - first.at) / span : 0
      const moved = last?.at ?? 0
      // A pointer that stood still before release carries no momentum.
      const still = last ? e.timeStamp - last.t > VELOCITY_WINDOW : true
      stage.releasePointerCapture?.(e.pointerId)
      on.end({ moved, velocity: still ? 0 : velocity, elapsed: e.timeStamp - t0 })
    }
    reset()
  }
  // The release is heard on the way down (capture, on the stage's parent), before listeners on
  // the stage itself: a swallowed drag release never reaches them.
  const upTarget = stage.parentElement ?? stage
  upTarget.addEventListener('pointerup', up, { ...opts, capture: true })
  upTarget.addEventListener('pointercancel', up, { ...opts, capture: true })
  stage.addEventListener(
    'click',
    (e) => {
      if (!dragged) return
      dragged = false
      e.preventDefault()
      e.stopPropagation()
    },
    { ...opts, capture: true },
  )
  // Native image and link drags would steal the pointer.
  stage.addEventListener('dragstart', (e) => e.preventDefault(), opts)
  return () => abort.abort()
}
