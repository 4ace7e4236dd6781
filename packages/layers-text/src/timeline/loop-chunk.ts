import { isRec, onceChunk, walkRecords } from '@strata/core/kit'
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
 * Whether a raw timeline (`tl`) may have a scene that never ends: a `loop` scene, or a keyframe
 * repeating forever (`repeat: -1`). Leans to yes: a wrong yes only costs the chunk's load.
 */
export function tlLoops(tl: unknown): boolean {
  if (!isRec(tl)) return false
  if (tl.loop !== undefined) return true
  let found = false
  walkRecords(tl, (v) => {
    found = v.repeat === -1 || v.repeat === '-1'
    return found
  })
  return found
}
