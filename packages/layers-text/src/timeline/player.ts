import type { Clock } from './clock'
import { frameEventName, type LayerEventName, type LayerFrameEvent } from './events'

export interface PlayerOptions {
  element: HTMLElement
  slide: number
  layerId: string
  /** Scene timelines by name (in, out, loop, scene_N), paused. */
  scenes: ReadonlyMap<string, gsap.core.Timeline>
  clock: Clock
  emit(name: LayerEventName, event: LayerFrameEvent): void
  /** The layer has listeners or actions: pointer events come back as `auto`. */
  interactive: boolean
}

/** The scene rules of one layer (SPEC.md §4 "Layer scenes"). */
export interface LayerPlayer {
  has(scene: string): boolean
  /** Plays a scene; resolves when it ends or is interrupted. `jump`: go to its end at once. */
  play(scene: string, jump?: boolean): Promise<void>
  /** Shows the start of `in` (the layer waits, hidden, to enter). */
  wait(): void
  /** Shows the end of `in` at once, quietly (after a rebuild for a new device level). */
  rest(): void
  /** Called by the frame hooks of the scene timelines. */
  frame(scene: string, frame: number, edge: 'start' | 'end'): void
  stop(): void
}

export function createLayerPlayer(o: PlayerOptions): LayerPlayer {
  const { element: el, scenes, clock } = o
  // The element's inline pointer-events belong to the timelines alone: the layout writes the
  // layer's `pE` on its wrapper, which the element inherits. So a resize during a hold cannot
  // undo it, and letting go is clearing the hold (or `auto` for a layer with listeners).
  const hold = () => el.style.setProperty('pointer-events', 'none')
  const release = () => {
    if (o.interactive) el.style.setProperty('pointer-events', 'auto')
    else el.style.removeProperty('pointer-events')
  }
  const emit = (name: LayerEventName, scene: string, frame: number) =>
    o.emit(name, { slide: o.slide, layerId: o.layerId, scene, frame })

  const stopOthers = (keep: gsap.core.Timeline) => {
    for (const tl of scenes.values()) if (tl !== keep) clock.stop(tl)
  }

  const player: LayerPlayer = {
    has: (scene) => scenes.has(scene),
    wait() {
      const tl = scenes.get('in')
      if (!tl) return
      stopOthers(tl)
      // Through to the end and back, quietly: every tween reads its start values now, while the
      // slide waits, rather than all at once in the first frame of a busy slide change.
      tl.totalTime(tl.duration(), true).totalTime(0, true)
    },
    rest() {
      const tl = scenes.get('in')
      if (!tl) return
      el.style.visibility = ''
      release()
      tl.totalTime(tl.totalDuration(), true)
    },
    frame(scene, frame, edge) {
      // `out` is one stage change: leavestage when it starts, leftstage when it ends.
      if (scene === 'out') return
      emit(frameEventName(scene, frame, edge), scene, frame)
      if (scene === 'in' && frame === 1 && edge === 'end') release()
    },
    async play(scene, jump = false) {
      const tl = scenes.get(scene)
      if (!tl) return
      // Playing in or out pauses the layer's other scenes.
      if (scene === 'in' || scene === 'out') stopOthers(tl)
      if (scene === 'in') {
        el.style.visibility = ''
        hold()
      }
      if (scene === 'out') {
        hold()
        emit('layers-text:leavestage', scene, 0)
      }
      // Values of "inherit" and of keys a frame leaves out are read again from where it is now.
      if (scene !== 'in') tl.invalidate()
      tl.totalTime(0, true)
      if (jump) tl.totalTime(scene === 'loop' ? 0 : tl.totalDuration())
      else await clock.play(tl)
      if (tl.totalProgress() < 1) return
      if (scene === 'out') {
        el.style.visibility = 'hidden'
        emit('layers-text:leftstage', scene, 0)
      }
      if (scene === 'in' && !jump && scenes.has('loop')) void player.play('loop')
    },
    stop() {
      for (const tl of scenes.values()) clock.stop(tl)
    },
  }
  return player
}
