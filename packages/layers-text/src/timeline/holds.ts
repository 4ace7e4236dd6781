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

/**
 * The holds of a scene: one per waiting frame (export `t: "w<n>"`), at that frame's earliest
 * start over the tracks, in time order. A frame is the same keyframe index in every track.
 */
export function holdsOf(tracks: readonly Track[]): Hold[] {
  const byFrame = new Map<number, number>()
  for (const track of tracks)
    track.frames.forEach((kf, frame) => {
      if (kf.wait) byFrame.set(frame, Math.min(byFrame.get(frame) ?? Infinity, kf.start / 1000))
    })
  return [...byFrame]
    .map(([frame, at]) => ({ at, frame }))
    .sort((a, b) => a.at - b.at || a.frame - b.frame)
}
