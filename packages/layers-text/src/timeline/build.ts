// GSAP's scenes: a chunk that comes with GSAP (gsap-chunk.ts), so a module whose layers only
// fade never downloads it (issue #25; docs/performance-log.md, "Twenty-third session"). It takes
// what it needs of the plugin's first download as `SceneEnv` and imports only types from it:
// a value imported from there would move into a third file both would load.
import type { gsap } from 'gsap'
import type { GsapObject } from './gsap-chunk'
import type { FrameHooks } from './holds'
import type { FilterKey, Keyframe } from './keyframe'
import type { LayerTargets } from './targets'
import type { Track } from './tracks'
import { hasKeys, toVars } from './tween-vars'

/** What a scene is made with: GSAP, and the filter a layer has before any keyframe sets one. */
export interface SceneEnv {
  gsap: GsapObject
  filter: Readonly<Record<FilterKey, number>>
  /** The timeline the scenes go in (`sceneParent`). @default GSAP's root */
  parent?: () => gsap.core.Timeline
}

/**
 * The paused timeline every layer's GSAP scene goes in, one a page, under GSAP's root: the root
 * then holds one child of ours, not one a layer of every slide kept built, where `quietTicker`
 * lists the root's children at each stop of the clock (issue #25: 135 on the real-export row
 * after 10 changes, about 100 µs a call; docs/performance-log.md, "Forty-ninth session").
 * `getTweensOf` and GSAP's tools still find the scenes, and a layer's context still kills its
 * own. Made outside any GSAP context (a layer's, whose revert would take it with the layer);
 * made again if something killed it.
 */
let parent: gsap.core.Timeline | undefined
export function sceneParent(gsap: GsapObject): gsap.core.Timeline {
  if (!parent?.parent)
    gsap.context().ignore(() => {
      parent = gsap.timeline({ paused: true })
    })
  return parent as gsap.core.Timeline
}

/** Drops the scenes' parent once none is left in it, so a page without a slider keeps nothing. */
export function dropSceneParent(): void {
  if (parent && !parent.getChildren(false).length) {
    parent.kill()
    parent = undefined
  }
}

/** Split pieces start one after another; a track with one target is not split (targets.ts). */
function stagger(kf: Keyframe, count: number): gsap.StaggerVars | undefined {
  return count < 2 ? undefined : { each: (kf.stagger ?? 0) / 1000, from: kf.direction ?? 'start' }
}

/**
 * One scene as a paused GSAP timeline: per track, the first keyframe is set at its start (the
 * "from" state, with the track's origin and perspective), each next one tweens to its values.
 */
export function buildScene(
  { gsap, filter: idle, parent: parentOf }: SceneEnv,
  tracks: readonly Track[],
  targets: LayerTargets,
  hooks: FrameHooks,
  vars: gsap.TimelineVars = {},
): gsap.core.Timeline {
  const tl = gsap.timeline({ paused: true, ...vars })
  // At 0 and empty: placed without working out where the parent ends (which goes over every
  // child once one has grown); its tweens then only mark the parents changed.
  parentOf?.().add(tl, 0)
  // Where frame `i` starts and ends over every track (s); Infinity for endless repeats.
  const windows: { start: number; end: number }[] = []
  // Index loops, and an object only where GSAP keeps one: each tween's vars are the keyframe's
  // own `toVars`, the filter state is made anew only where a keyframe sets one, a window moves
  // (issue #25: copies of each a keyframe, over every GSAP scene built).
  for (let t = 0; t < tracks.length; t++) {
    const track = tracks[t] as Track
    const els = targets.get(track.name)
    if (!els.length) continue
    let filter = idle
    const frames = track.frames
    for (let i = 0; i < frames.length; i++) {
      const kf = frames[i] as Keyframe
      const to = toVars(kf, filter)
      if (hasKeys(kf.filter)) filter = { ...filter, ...kf.filter }
      if (i === 0) {
        // An origin the targets already have inline (targets.pin) is not given to GSAP, which
        // would read the computed transform-origin first: a forced layout per layer.
        if (!els.every((el) => targets.pinned(el) === track.origin))
          to.transformOrigin = track.origin
        if (track.perspective) to.transformPerspective = track.perspective
        tl.set(els, to, kf.start / 1000)
        continue
      }
      to.duration = kf.duration / 1000
      to.ease = kf.ease
      to.repeat = kf.repeat
      to.yoyo = kf.repeat !== 0 && kf.yoyo
      to.stagger = stagger(kf, els.length)
      // Each scene is made to wait at its start (its tweens read their start values then), so
      // GSAP's deferred first render never runs for them; a lazy tween still notes its target in
      // GSAP's lookup for it, which only that render empties: 4 B a layer element for the page's
      // life (issue #25; docs/performance-log.md, "Fifty-seventh session").
      to.lazy = false
      const tween = gsap.to(els, to)
      tl.add(tween, kf.start / 1000)
      const start = kf.start / 1000
      const end = kf.repeat < 0 ? Number.POSITIVE_INFINITY : tween.endTime()
      const w = windows[i]
      if (w) {
        w.start = Math.min(w.start, start)
        w.end = Math.max(w.end, end)
      } else windows[i] = { start, end }
    }
  }
  windows.forEach((w, i) => {
    if (!w) return
    tl.call(hooks.start, [i], w.start)
    if (Number.isFinite(w.end)) tl.call(hooks.end, [i], w.end)
  })
  return tl
}
