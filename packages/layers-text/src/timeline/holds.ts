import type { Track } from './tracks'

/** Frame events of a scene: frame `n` is keyframe `n` of its tracks (0 is the "from" state). */
export interface FrameHooks {
  start(frame: number): void
  end(frame: number): void
}

/** Where a scene holds until it is triggered: its time (s) and the frame that waits there. */
export interface Hold {
  at: number
  frame: number
}

/** A scene that never waits (most): one list for all of them (issue #25). */
export const NO_HOLDS: readonly Hold[] = []

/**
 * The holds of a scene: one per waiting frame (export `t: "w<n>"`), at that frame's earliest
 * start over the tracks, in time order. A frame is the same keyframe index in every track.
 * Index loops, and a map only when a frame waits: every built layer's scenes come here.
 */
export function holdsOf(tracks: readonly Track[]): readonly Hold[] {
  let byFrame: Map<number, number> | undefined
  for (let t = 0; t < tracks.length; t++) {
    const frames = (tracks[t] as Track).frames
    for (let frame = 0; frame < frames.length; frame++) {
      const kf = frames[frame] as Track['frames'][number]
      if (!kf.wait) continue
      byFrame ??= new Map()
      byFrame.set(frame, Math.min(byFrame.get(frame) ?? Infinity, kf.start / 1000))
    }
  }
  if (!byFrame) return NO_HOLDS
  return [...byFrame]
    .map(([frame, at]) => ({ at, frame }))
    .sort((a, b) => a.at - b.at || a.frame - b.frame)
}
