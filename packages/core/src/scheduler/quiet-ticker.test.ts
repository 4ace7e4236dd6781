import { describe, expect, it, vi } from 'vitest'
import { type GsapTicking, quietTicker } from './quiet-ticker'

/** GSAP's shape: its ticker's listeners and the global timeline's children. */
const gsapWith = (paused: boolean[], listeners = 1) => {
  const sleep = vi.fn()
  const gsap: GsapTicking = {
    ticker: Object.assign({ sleep }, { _listeners: Array.from({ length: listeners }) }),
    globalTimeline: { getChildren: () => paused.map((p) => ({ paused: () => p })) },
  }
  return { gsap, sleep }
}

describe('quietTicker', () => {
  it('puts the ticker to sleep when every animation is paused and only GSAP listens', () => {
    const { gsap, sleep } = gsapWith([true, true])
    quietTicker(gsap)
    expect(sleep).toHaveBeenCalledOnce()
  })

  it('leaves it awake while an animation runs by itself or the page listens to it', () => {
    const running = gsapWith([true, false])
    quietTicker(running.gsap)
    expect(running.sleep).not.toHaveBeenCalled()
    const listened = gsapWith([], 2)
    quietTicker(listened.gsap)
    expect(listened.sleep).not.toHaveBeenCalled()
  })
})
