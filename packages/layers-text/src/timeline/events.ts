/** What a layer frame event carries. */
export interface LayerFrameEvent {
  /** Index of the layer's slide in `module.slides`. */
  slide: number
  layerId: string
  /** `in`, `out`, `loop` or `scene_N`. */
  scene: string
  /** Keyframe index within the scene (0 is the "from" state; events start at 1). */
  frame: number
}

/** Event name per scene and edge (SPEC.md §4 "Layer scenes"). */
export function frameEventName(
  scene: string,
  frame: number,
  edge: 'start' | 'end',
): LayerEventName {
  if (scene === 'in' && frame === 1)
    return edge === 'start' ? 'layers:enterstage' : 'layers:enteredstage'
  if (scene === 'out') return edge === 'start' ? 'layers:leavestage' : 'layers:leftstage'
  return edge === 'start' ? 'layers:framestarted' : 'layers:frameended'
}

export type LayerEventName =
  | 'layers:enterstage'
  | 'layers:enteredstage'
  | 'layers:leavestage'
  | 'layers:leftstage'
  | 'layers:framestarted'
  | 'layers:frameended'

declare module '@strata/core' {
  interface SliderEvents {
    /** A layer's `in` frame 1 started. */
    'layers:enterstage': LayerFrameEvent
    /** A layer's `in` frame 1 finished. */
    'layers:enteredstage': LayerFrameEvent
    /** A layer's `out` scene started. */
    'layers:leavestage': LayerFrameEvent
    /** A layer's `out` scene finished; the layer is hidden. */
    'layers:leftstage': LayerFrameEvent
    /** Any other frame started. */
    'layers:framestarted': LayerFrameEvent
    /** Any other frame finished. */
    'layers:frameended': LayerFrameEvent
  }
}
