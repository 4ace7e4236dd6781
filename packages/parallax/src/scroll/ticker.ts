import { gsap } from 'gsap'

/**
 * GSAP wakes its ticker when an animation is made or moved; ours are paused and moved by scroll
 * or by the slider's scheduler, so it goes back to sleep when nothing else runs (no pending
 * frame left after a module is destroyed).
 */
export function quietTicker(): void {
  const busy = (gsap.ticker as unknown as { _listeners?: readonly unknown[] })._listeners
  if ((busy?.length ?? 0) > 1) return
  if (!gsap.globalTimeline.getChildren(false, true, true).some((a) => !a.paused()))
    gsap.ticker.sleep()
}
