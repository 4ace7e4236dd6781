// vitest: fresh modules (the scroll chunk must arrive here, with GSAP global, in this test)
import { createFakeScheduler } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { host } from '../plugin/host'
import { loadScrollMotion } from './lazy'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Waits `n` of the environment's animation frames. */
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise<void>((done) => requestAnimationFrame(() => done()))
}

describe("ScrollTrigger's keep-alive loop (docs/performance.md, issue #25)", () => {
  it('a module that starts its pass as the scroll code arrives leaves no frame loop running', async () => {
    // GSAP, evaluated on a page, makes itself global (`window.gsap`; the test environment's
    // window is not the global object, so it is set here), and importing ScrollTrigger then
    // registers it at once: its keep-alive loop asks for its first frame as it is imported.
    const original = globalThis.requestAnimationFrame
    const { gsap } = await import('gsap')
    const global = globalThis as { gsap?: typeof gsap }
    global.gsap = gsap
    const root = document.createElement('div')
    document.body.append(root)
    const scheduler = createFakeScheduler()
    // As the plugin does: the pass starts in the arrival's own continuation, before any frame.
    const source = await loadScrollMotion(host).then((code) =>
      code.createScrollSource({ root, scheduler, onProgress: () => {} }),
    )
    // Other frames go on being asked for meanwhile (these), and the guard is lifted after them.
    await frames(3)
    expect(globalThis.requestAnimationFrame).toBe(original)
    const asked = vi.spyOn(globalThis, 'requestAnimationFrame')
    await new Promise((done) => setTimeout(done, 100))
    // Nothing draws, nothing scrolls. ScrollTrigger's 250 ms scroll check may ask for one frame
    // in the time; its loop would ask for every one (thousands here, where frames come at once).
    expect(asked.mock.calls.length).toBeLessThan(2)
    source.destroy()
    root.remove()
    delete global.gsap
  })
})
