import { isRec, onceChunk } from '@strata/core/kit'
import type { sampleLoop } from './loop-plan'

// The sampler that hands scenes that never end to the browser (loop-plan.ts) is a chunk of its
// own (issue #25): only modules whose GSAP scenes loop or repeat forever use it, and it was more
// than half of the file that comes with GSAP. `prepare` loads it with GSAP when the data has
// such a scene. A scene made before it arrives is moved by GSAP frame by frame until it does:
// its plan is worked out at each play (browser-plan.ts), so the next play has it.
const chunk = onceChunk(() => import('./loop-plan'))

/** `sampleLoop` once its chunk has arrived, else undefined. */
export function loopSampler(): typeof sampleLoop | undefined {
  return chunk.get()?.sampleLoop
}

/** Loads the loop sampler (once; a failed load may be tried again). */
export function loadLoops(): Promise<unknown> {
  return chunk.load()
}

/**
 * Whether a raw timeline (`tl`) may have a scene that never ends: a `loop` scene, or a track
 * keyframe repeating forever (`repeat: -1`). A loop it misses is moved by GSAP until the
 * sampler arrives (layer.ts asks for it), so it reads only where keyframes are.
 */
export function tlLoops(tl: unknown): boolean {
  if (!isRec(tl)) return false
  if (tl.loop !== undefined) return true
  // Index loops, no walk of every record: every layer of the slides built first is read here
  // before V8 optimises it (needs.ts).
  const scenes = Object.keys(tl)
  for (let i = 0; i < scenes.length; i++) {
    const scene = tl[scenes[i] as string]
    if (!isRec(scene)) continue
    const tracks = Object.keys(scene)
    for (let j = 0; j < tracks.length; j++) {
      const track = scene[tracks[j] as string]
      const all = isRec(track) ? track.all : undefined
      if (!Array.isArray(all)) continue
      for (let k = 0; k < all.length; k++) {
        const kf = all[k]
        if (isRec(kf) && (kf.repeat === -1 || kf.repeat === '-1')) return true
      }
    }
  }
  return false
}
