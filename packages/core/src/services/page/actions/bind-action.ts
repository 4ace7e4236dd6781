import type { Cancel, Scheduler } from '../../../types/scheduler'
import type { ActionRecord } from './types'

/** docs/behaviour.md §9: events of one binding closer together than this run the action once. */
export const ACTION_DEBOUNCE = 19

/**
 * Binds `record` to its DOM event on `element`: events are debounced by 19 ms (docs/behaviour.md §9), then
 * the action waits its delay `d`, and runs at most once per rate limit `rd` (later runs inside
 * the window are dropped). Timers go through the scheduler. Returns an unbind that also cancels
 * a pending run.
 */
export function bindAction(
  element: Element,
  record: ActionRecord,
  run: (event: Event) => void,
  scheduler: Scheduler,
): () => void {
  let pending: Cancel | undefined
  let last = Number.NEGATIVE_INFINITY
  const fire = (event: Event) => {
    pending = undefined
    const now = scheduler.now()
    if (record.rd > 0 && now - last < record.rd) return
    last = now
    run(event)
  }
  const onEvent = (event: Event) => {
    pending?.()
    pending = scheduler.after(ACTION_DEBOUNCE, () => {
      pending = record.d > 0 ? scheduler.after(record.d, () => fire(event)) : undefined
      if (!pending) fire(event)
    })
  }
  element.addEventListener(record.evt, onEvent)
  return () => {
    pending?.()
    pending = undefined
    element.removeEventListener(record.evt, onEvent)
  }
}
