// vitest: fresh modules (ScrollTrigger is page-wide: this file starts it from none)
import { gsap } from 'gsap'
import { describe, expect, it, vi } from 'vitest'
import { host as parallaxHost } from '../plugin/host'
import { useScrollTrigger } from './trigger-use'

describe("ScrollTrigger's keep-alive loop and GSAP's auto-sleep", () => {
  it('no loop frame is left after release when the ticker auto-sleeps on the frame its wake draws', async () => {
    // Auto-sleep on every idle frame drawn once the first check is past: the frame the ticker
    // draws as it wakes puts it back to sleep, as GSAP's every-120th-frame check can on a page.
    gsap.config({ autoSleep: 1 })
    gsap.ticker.lagSmoothing(0)
    while (gsap.ticker.frame < 160) gsap.ticker.tick()
    gsap.ticker.sleep()
    await new Promise((done) => setTimeout(done, 800))
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    try {
      const release = useScrollTrigger({ ...parallaxHost, gsap })
      await vi.advanceTimersByTimeAsync(100)
      release()
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
      gsap.config({ autoSleep: 120 })
      gsap.ticker.lagSmoothing(500, 33)
    }
  })
})
