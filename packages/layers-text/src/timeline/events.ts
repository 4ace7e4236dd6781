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

/** Event name per scene and edge (docs/behaviour.md §4 "Layer scenes"). */
export function frameEventName(
  scene: string,
  frame: number,
  edge: 'start' | 'end',
): LayerEventName {
  if (scene === 'in' && frame === 1)
    return edge === 'start' ? 'layers-text:enterstage' : 'layers-text:enteredstage'
  if (scene === 'out') return edge === 'start' ? 'layers-text:leavestage' : 'layers-text:leftstage'
  return edge === 'start' ? 'layers-text:framestarted' : 'layers-text:frameended'
}

export type LayerEventName =
  | 'layers-text:enterstage'
  | 'layers-text:enteredstage'
  | 'layers-text:leavestage'
  | 'layers-text:leftstage'
  | 'layers-text:framestarted'
  | 'layers-text:frameended'

declare module '@strata/core' {
  interface SliderEvents {
    /** A layer's `in` frame 1 started. */
    'layers-text:enterstage': LayerFrameEvent
    /** A layer's `in` frame 1 finished. */
    'layers-text:enteredstage': LayerFrameEvent
    /** A layer's `out` scene started. */
    'layers-text:leavestage': LayerFrameEvent
    /** A layer's `out` scene finished; the layer is hidden. */
    'layers-text:leftstage': LayerFrameEvent
    /** Any other frame started. */
    'layers-text:framestarted': LayerFrameEvent
    /** Any other frame finished. */
    'layers-text:frameended': LayerFrameEvent
  }
}
