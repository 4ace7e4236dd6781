import type { SliderState } from '../types/state'

/** A fresh slider state for unit tests. */
export const initialState = (patch: Partial<SliderState> = {}): SliderState => ({
  index: -1,
  prevIndex: -1,
  direction: 1,
  count: 0,
  locked: false,
  slideshow: 'idle',
  pauseReasons: [],
  loops: 0,
  inViewport: true,
  level: 0,
  width: 0,
  height: 0,
  scale: 1,
  dpr: 1,
  reducedMotion: false,
  ready: false,
  ...patch,
})
