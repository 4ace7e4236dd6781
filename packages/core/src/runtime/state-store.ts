import type { SliderState } from '../types/state'

export interface StateStore {
  get(): SliderState
  set(patch: Partial<SliderState>): void
}

export const initialState: SliderState = Object.freeze({
  index: -1,
  prevIndex: -1,
  direction: 1,
  count: 0,
  locked: false,
  slideshow: 'idle',
  pauseReasons: [],
  loops: 0,
  inViewport: false,
  level: 0,
  width: 0,
  height: 0,
  scale: 1,
  dpr: 1,
  reducedMotion: false,
  ready: false,
})

/** Immutable snapshots: every change makes a new frozen object, so subscribers can compare refs. */
export function createStateStore(onChange: () => void): StateStore {
  let state = initialState
  return {
    get: () => state,
    set(patch) {
      for (const key in patch)
        if (patch[key as keyof SliderState] !== state[key as keyof SliderState]) {
          state = Object.freeze({ ...state, ...patch })
          return onChange()
        }
    },
  }
}
