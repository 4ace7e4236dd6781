import type { Clock } from './clock'
import { frameEventName, type LayerEventName, type LayerFrameEvent } from './events'
import type { SceneTimeline } from './fade-scene'
import { type Hold, NO_HOLDS } from './holds'

/** A layer's slide (timeline/index.ts `SlideEntry`). */
export interface SlideAt {
  /** Its index now, moved down when an earlier slide is removed: its events carry it. */
  index: number
}

export interface PlayerOptions {
  element: HTMLElement
  slide: SlideAt
  layerId: string
  /** Scene timelines by name (in, out, loop, scene_N), paused: GSAP's, or fade scenes. */
  scenes: ReadonlyMap<string, SceneTimeline>
  /** Where each scene holds for a trigger (its waiting frames, in time order). @default none */
  holds?: ReadonlyMap<string, readonly Hold[]>
  clock: Clock
  emit(name: LayerEventName, event: LayerFrameEvent): void
  /** The layer has listeners or actions: pointer events come back as `auto`. */
  interactive: boolean
  /**
   * Its `in` has values measured from the layout (stage edge words): they are measured again
   * each time `in` plays, where the layout is now. @default false
   */
  measured?: boolean
}

export interface PlayOptions {
  /** Go to the end (or the next hold) at once. @default false */
  jump?: boolean
  /**
   * An action (or a listener) asks for the scene: it releases the hold the scene waits at, or,
   * when the scene is not waiting, a hold before its first frame. @default false
   */
  trigger?: boolean
}

/** The scene rules of one layer (docs/behaviour.md §4 "Layer scenes"). */
export interface LayerPlayer {
  has(scene: string): boolean
  /** Plays a scene; resolves when it ends, holds for a trigger, or is interrupted. */
  play(scene: string, options?: PlayOptions): Promise<void>
  /** Shows the start of `in` (the layer waits, hidden, to enter). */
  wait(): void
  /**
   * Shows the end of `in` at once, quietly (after a rebuild for a new device level), or the hold
   * `held` when `in` was waiting there (see `held()`).
   */
  rest(held?: number): void
  /** The hold `in` waits at (an index into its holds), or undefined when it does not wait. */
  held(): number | undefined
  /**
   * The layout changed (resize.ts), and with it values of `in` (its stage words, measured as it
   * plays, or its px lengths, moved to the new scale in its tweens): `in` reads them again, its
   * waiting or held state drawn again now, an entered one's when it next waits. False, having
   * done nothing, while `in` plays: it would move from where it is now.
   */
  remeasure(): boolean
  /** Called by the frame hooks of the scene timelines. */
  frame(scene: string, frame: number, edge: 'start' | 'end'): void
  stop(): void
}

/** A hold stops just before its frame: the layer keeps the state it had before that frame. */
const BEFORE = 1e-4

export function createLayerPlayer(o: PlayerOptions): LayerPlayer {
  const { element: el, scenes, clock } = o
  const enter = scenes.get('in')
  const holdsOf = (scene: string): readonly Hold[] => o.holds?.get(scene) ?? NO_HOLDS
  /** The hold each scene waits at now. */
  const waiting = new Map<string, number>()
  /**
   * `wait()` put `in` at its start and no scene has moved since: waiting again renders nothing.
   * A neighbour is set to wait when it is timed and again as its slide change starts; each
   * wait draws the start of `in` twice (issue #25).
   */
  let rested = false
  // The element's inline pointer-events belong to the timelines alone: the layout writes the
  // layer's `pE` on its wrapper, which the element inherits. So a resize during a hold cannot
  // undo it, and letting go is clearing the hold (or `auto` for a layer with listeners).
  const hold = () => el.style.setProperty('pointer-events', 'none')
  const release = () => {
    if (o.interactive) el.style.setProperty('pointer-events', 'auto')
    else el.style.removeProperty('pointer-events')
  }
  const emit = (name: LayerEventName, scene: string, frame: number) =>
    o.emit(name, { slide: o.slide.index, layerId: o.layerId, scene, frame })

  /** The scenes but `in` started since `in` last undid them, the last to start first. */
  const started: SceneTimeline[] = []
  // `forEach`: every layer's scenes are stopped at each play, mostly before V8 optimises this.
  // The scene kept is its `this`: one callback a player, not one a play (issue #25).
  function stopUnless(this: SceneTimeline | undefined, tl: SceneTimeline, name: string) {
    if (tl === this) return
    clock.stop(tl)
    waiting.delete(name)
  }
  /** Stops the scenes but `keep`; for `in` (or none: a layer without it) undoes them too. */
  function stopOthers(keep?: SceneTimeline) {
    scenes.forEach(stopUnless, keep)
    // `in` starts where the layer stood before the other scenes moved it, as the first time:
    // an `out` that faded the content under an `in` of words, or moved it aside, is undone
    // (a loop's wrapper waits at the loop's first frame, where the loop starts once `in` ends).
    // The last to start goes back first: it started where the one before it left the layer.
    if (keep === enter) for (const tl of started.splice(0)) tl.totalTime(0, true)
  }
  /** `in` waits before its "from" frame: the layer has not entered, so it is not shown. */
  const unentered = (scene: string, index: number | undefined) =>
    scene === 'in' && index !== undefined && holdsOf(scene)[index]?.frame === 0

  /**
   * Runs `scene` from where it is to hold `next` (or the end); records where it waits. Not
   * `async` (issue #25: its frame, promise and await a play): the clock's promise, `then` a step
   * later as an `async` run's own would settle, or nothing to wait for.
   */
  const runTo = (
    scene: string,
    tl: SceneTimeline,
    next: number,
    jump: boolean,
  ): Promise<void> | undefined => {
    const h = holdsOf(scene)[next]
    const until = h ? Math.max(0, h.at - BEFORE) : undefined
    if (h) waiting.set(scene, next)
    else waiting.delete(scene)
    if (unentered(scene, h ? next : undefined)) el.style.visibility = 'hidden'
    if (until !== undefined && tl.totalTime() >= until) return
    if (jump) tl.totalTime(until ?? (scene === 'loop' ? 0 : tl.totalDuration()))
    else return clock.play(tl, 1, until).then()
  }

  const player: LayerPlayer = {
    has: (scene) => scenes.has(scene),
    wait() {
      const tl = enter
      if (!tl || rested) return
      rested = true
      stopOthers(tl)
      // Just past its start and back, quietly: what starts at 0 (the "from" state and the tweens
      // of the first frame) reads its start values and is drawn now, while the slide waits, and
      // not in the first frame of a busy slide change. A playhead that does not move draws
      // nothing, hence the step. Not through to the end: that drew every tween twice for a
      // slide that may never show, kept every tween's state before it played, and each frame's
      // tween reads its start values best when it starts anyway (docs/performance-log.md,
      // "Twenty-fourth session": real-export row, script over 10 changes -5.5 ms, heap -0.07 MB).
      tl.totalTime(BEFORE, true).totalTime(0, true)
      waiting.delete('in')
      if (unentered('in', 0)) el.style.visibility = 'hidden'
    },
    rest(held) {
      const tl = enter
      if (!tl) return
      rested = false
      const h = held === undefined ? undefined : holdsOf('in')[held]
      if (h) {
        waiting.set('in', held as number)
        // From just past its start, as `wait`: a timeline built again sits at 0, where a hold
        // at the start would draw nothing, and the layer would show where the layout puts it,
        // not at its "from" state (an edge word off the stage, say).
        tl.totalTime(BEFORE, true).totalTime(Math.max(0, h.at - BEFORE), true)
        if (unentered('in', held)) el.style.visibility = 'hidden'
        return
      }
      el.style.visibility = ''
      release()
      tl.totalTime(tl.totalDuration(), true)
    },
    held: () => waiting.get('in'),
    remeasure() {
      const tl = enter
      if (tl) {
        if (clock.isPlaying(tl)) return false
        tl.invalidate()
        const held = waiting.get('in')
        if (held !== undefined) player.rest(held)
        else if (rested) {
          rested = false
          player.wait()
        }
      }
      return true
    },
    frame(scene, frame, edge) {
      // `out` is one stage change: leavestage when it starts, leftstage when it ends.
      if (scene === 'out') return
      emit(frameEventName(scene, frame, edge), scene, frame)
      if (scene === 'in' && frame === 1 && edge === 'end') release()
    },
    async play(scene, { jump = false, trigger = false } = {}) {
      const tl = scenes.get(scene)
      if (!tl) {
        // A layer with no `in` enters as it stood, the other scenes undone (`stopOthers` with
        // nothing to keep is for `in`); before, its `out` hid it for good.
        if (scene === 'in') {
          stopOthers()
          el.style.visibility = ''
          release()
        }
        return
      }
      rested = false
      const at = waiting.get(scene)
      if (trigger && at !== undefined) {
        // Released: the waiting frame plays, up to the next hold or the end.
        if (unentered(scene, at)) {
          el.style.visibility = ''
          hold()
        }
        await runTo(scene, tl, at + 1, jump)
      } else {
        // Playing in or out pauses the layer's other scenes. Another scene plays beside them:
        // those the browser plays go on by script, or its animations would hide what this
        // scene writes.
        if (scene === 'in' || scene === 'out') stopOthers(tl)
        else if (scene !== 'loop') scenes.forEach(clock.framed)
        // It starts from where the layer is, maybe where one of those left it.
        if (tl !== enter && !started.includes(tl)) started.unshift(tl)
        if (scene === 'in') {
          el.style.visibility = ''
          hold()
        }
        if (scene === 'out') {
          hold()
          emit('layers-text:leavestage', scene, 0)
        }
        // Values of "inherit" and of keys a frame leaves out are read again from where it is now.
        if (scene !== 'in' || o.measured) tl.invalidate()
        tl.totalTime(0, true)
        // A trigger is what a hold before the first frame waits for: it goes on at once.
        const first = holdsOf(scene)[0]
        await runTo(scene, tl, trigger && first && first.at <= 0 ? 1 : 0, jump)
      }
      if (tl.totalProgress() < 1 || waiting.has(scene)) return
      // An `in` of one keyframe (a state) has no frame 1 whose end gives the pointer back.
      if (scene === 'in') release()
      if (scene === 'out') {
        el.style.visibility = 'hidden'
        emit('layers-text:leftstage', scene, 0)
      }
      if (scene === 'in' && !jump && scenes.has('loop')) void player.play('loop')
    },
    stop() {
      rested = false
      for (const tl of scenes.values()) clock.stop(tl)
      waiting.clear()
    },
  }
  return player
}
