import type { EventHandler, EventName, SliderEvents, Unsubscribe } from '../types/events'

/** The slider's typed event bus. */
export interface Bus {
  /** Subscribe; the returned function unsubscribes (calling it twice is harmless). */
  on<K extends EventName>(type: K, handler: EventHandler<K>): Unsubscribe
  emit<K extends EventName>(type: K, payload: SliderEvents[K]): void
  /** Number of live handlers, for leak checks. */
  size(): number
  /** Drop every handler. */
  clear(): void
}

/** Alias of `Bus`. */
export type EventBus = Bus

/**
 * A bus whose handlers are isolated: one that throws is logged, the others still run. One set of
 * subscriptions for all events: a slider has a few dozen, so scanning them costs less than the
 * bytes of a per-event index.
 */
export function createBus(): Bus {
  // Each subscription is its own tuple, so the same function can be added twice.
  const subs = new Set<[EventName, (payload: unknown) => void]>()
  return {
    on(type, handler) {
      const sub: [EventName, (payload: unknown) => void] = [type, handler as (p: unknown) => void]
      subs.add(sub)
      return () => subs.delete(sub)
    },
    emit(type, payload) {
      // A snapshot: handlers added by a handler wait for the next emit; removed ones (e.g. by a
      // destroy() inside a handler) are skipped.
      for (const sub of [...subs])
        if (sub[0] === type && subs.has(sub))
          try {
            sub[1](payload)
          } catch (error) {
            console.error(`[strata] "${type}" handler failed`, error)
          }
    },
    size: () => subs.size,
    clear: () => subs.clear(),
  }
}
