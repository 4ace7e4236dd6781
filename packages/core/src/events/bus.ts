import mitt from 'mitt'
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

// A mapped copy: mitt wants an index signature, which an interface (open to merging) lacks.
type Events = { [K in EventName]: SliderEvents[K] }

/** A mitt-based bus whose handlers are isolated: one that throws is logged, the others still run. */
export function createBus(): Bus {
  const m = mitt<Events>()
  return {
    on(type, handler) {
      // Wrapping gives each subscription its own identity, so the same function can be added twice.
      const safe = (payload: SliderEvents[typeof type]) => {
        try {
          handler(payload)
        } catch (error) {
          console.error(`[strata] "${type}" handler failed`, error)
        }
      }
      m.on(type, safe)
      return () => m.off(type, safe)
    },
    emit: (type, payload) => m.emit(type, payload),
    size: () => [...m.all.values()].reduce((n, list) => n + list.length, 0),
    clear: () => m.all.clear(),
  }
}
