import type { ModuleModel, ModuleSource, ReportEntry, Slider, SliderState } from '@strata/core'

/** One `module:report` event as the shell heard it. */
export interface ReportEvent {
  /** 0 for the first event heard, then 1, 2…: a stable key. */
  seq: number
  /** ms since the slider was attached. */
  at: number
  entries: readonly ReportEntry[]
}

/** What the demo page's panels show about the demo's slider. */
export interface DemoSnapshot {
  /** The module data as the demo passed it (raw JSON, a URL or a REST reference). */
  source: ModuleSource | undefined
  model: ModuleModel | undefined
  state: SliderState | undefined
  report: readonly ReportEntry[]
  /** Every `module:report` event, in order. */
  events: readonly ReportEvent[]
}

export interface DemoStore {
  /** Watches `slider`; call right after createSlider so no event is missed. Returns a detach. */
  attach(slider: Slider, source: ModuleSource): () => void
  subscribe(listener: () => void): () => void
  getSnapshot(): DemoSnapshot
}

const EMPTY: DemoSnapshot = {
  source: undefined,
  model: undefined,
  state: undefined,
  report: [],
  events: [],
}

/**
 * Holds the snapshot of the one slider a demo page shows, for `useSyncExternalStore`. A new
 * snapshot object is made on every change so React sees it; the slider is never mutated.
 */
export function createDemoStore(): DemoStore {
  let snapshot = EMPTY
  const listeners = new Set<() => void>()
  const set = (next: Partial<DemoSnapshot>): void => {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  return {
    attach(slider, source) {
      const start = performance.now()
      let events: ReportEvent[] = []
      const read = (): Partial<DemoSnapshot> => ({
        model: slider.module,
        state: slider.state,
        report: [...slider.report],
      })
      set({ source, events, ...read() })
      const offs = [
        slider.on('state:change', () => set(read())),
        slider.on('module:report', ({ entries }) => {
          events = [
            ...events,
            { seq: events.length, at: Math.round(performance.now() - start), entries },
          ]
          set({ events, ...read() })
        }),
      ]
      void slider.ready.then(() => set(read()))
      return () => {
        for (const off of offs) off()
        // StrictMode re-attaches at once; clearing here would flash empty panels.
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}
