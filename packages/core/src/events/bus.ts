import type { EventHandler, EventName, SliderEvents, Unsubscribe } from '../types/events'

/** The slider's typed event bus. */
export interface Bus {
  /** Subscribe; the returned function unsubscribes (calling it twice is harmless). */
  on<K extends EventName>(type: K, handler: EventHandler<K>): Unsubscribe
  emit<K extends EventName>(type: K, payload: SliderEvents[K]): void
  /** Whether a handler for `type` is subscribed. */
  has(type: EventName): boolean
  /** Number of live handlers, for leak checks. */
  size(): number
  /** Drop every handler. */
  clear(): void
}

/** Alias of `Bus`. */
export type EventBus = Bus

/**
 * A bus whose handlers are isolated: one that throws is logged, the others still run. One list
 * of subscriptions for all events: a slider has a few dozen, so scanning them costs less than the
 * bytes of a per-event index.
 */
export function createBus(added?: (type: EventName) => void): Bus {
  // Each subscription is its own tuple, so the same function can be added twice. The list is
  // replaced, never changed: an emit walks the list it started with, so handlers added by a
  // handler wait for the next emit, and it makes no copy (issue #25: copying the subscriptions
  // at every emit was most of a slide change's event garbage).
  let subs: [EventName, (payload: unknown) => void][] = []
  return {
    on(type, handler) {
      const sub: [EventName, (payload: unknown) => void] = [type, handler as (p: unknown) => void]
      subs = [...subs, sub]
      added?.(type)
      return () => {
        subs = subs.filter((s) => s !== sub)
      }
    },
    emit(type, payload) {
      const list = subs
      for (let i = 0; i < list.length; i++) {
        const sub = list[i] as (typeof list)[number]
        // Removed since the emit began (e.g. by a destroy() inside a handler): skipped.
        if (sub[0] === type && subs.includes(sub))
          try {
            sub[1](payload)
          } catch (error) {
            console.error(`[strata] "${type}" handler failed`, error)
          }
      }
    },
    has: (type) => subs.some((s) => s[0] === type),
    size: () => subs.length,
    clear: () => {
      subs = []
    },
  }
}
