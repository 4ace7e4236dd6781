import {
  type EventHandler,
  type EventName,
  initialState,
  type Slider,
  type SliderState,
  type Unsubscribe,
} from '@strata/core'

/**
 * The state before any slider runs (and on the server): the values core starts from, so a
 * selector never has to handle a missing state.
 */
export const EMPTY_STATE: SliderState = initialState

interface EventRecord {
  name: EventName
  handler: (payload: never) => void
  off?: Unsubscribe
}

/** What a provider shares with its hooks: the live slider, its state and lasting listeners. */
export interface SliderStore {
  /** The live slider; null before the root mounts and after unmount. */
  getSlider(): Slider | null
  /** The live slider's state snapshot (same object until it changes), else EMPTY_STATE. */
  getState(): SliderState
  /** Called when the slider is replaced or its state changes. */
  subscribe(listener: () => void): Unsubscribe
  /** Makes `slider` the live one (null: none), moving every lasting listener onto it. */
  attach(slider: Slider | null): void
  /**
   * A listener that outlives re-initialisation: it is put on every slider this store holds,
   * as soon as it is attached (right after createSlider), so no early event is missed.
   */
  listen<K extends EventName>(name: K, handler: EventHandler<K>): Unsubscribe
}

export function createSliderStore(): SliderStore {
  let slider: Slider | null = null
  let offState: Unsubscribe | undefined
  const listeners = new Set<() => void>()
  const records = new Set<EventRecord>()
  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }
  const wire = (record: EventRecord): void => {
    record.off?.()
    record.off = slider?.on(record.name, record.handler as EventHandler<typeof record.name>)
  }

  return {
    getSlider: () => slider,
    getState: () => slider?.state ?? EMPTY_STATE,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    attach(next) {
      if (next === slider) return
      offState?.()
      slider = next
      offState = slider?.on('state:change', notify)
      records.forEach(wire)
      notify()
    },
    listen(name, handler) {
      const record: EventRecord = { name, handler: handler as (payload: never) => void }
      records.add(record)
      wire(record)
      return () => {
        record.off?.()
        records.delete(record)
      }
    },
  }
}
