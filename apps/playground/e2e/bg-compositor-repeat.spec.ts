import type { Page } from '@playwright/test'
import { trackAnimationIds } from './animation-ids'
import { expectShown, openBg } from './bg-helpers'
import { expect, test } from './fixtures'

// Issue #25: a change that repeats the last one on the kept slots plays the browser animations
// it made again (`animate` parses its keyframes at each call: 0.8 ms for a cube's turn).

/** One forward change, sampled each frame: the animations in the transition layer, by id. */
const change = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        ids: number[]
        frames: number
        moving: number
        behind: number
        longestFrame: number
        after: number
      }>((resolve) => {
        const slider = window.__slider
        const layer = document.querySelector('.strata-bg-transition')
        const id = window.__animationId
        if (!slider || !layer || !id) throw new Error('no slider')
        const inLayer = () =>
          document
            .getAnimations()
            .filter((a) => layer.contains((a.effect as KeyframeEffect | null)?.target ?? null))
        const ids = new Set<number>()
        let frames = 0
        let moving = 0
        let behind = 0
        let longestFrame = 0
        let lastFrame = Number.NaN
        let last = ''
        let began = Number.NaN
        const offStart = slider.on('bg-transitions:transition', () => {
          began = performance.now()
        })
        let done = false
        const sample = (time: number) => {
          if (done) return
          frames++
          if (frames > 1) longestFrame = Math.max(longestFrame, time - lastFrame)
          lastFrame = time
          const running = inLayer().filter((a) => a.playState === 'running')
          for (const a of running) ids.add(id(a))
          const target = (running[0]?.effect as KeyframeEffect | undefined)?.target
          const style = target ? getComputedStyle(target) : undefined
          const now = style ? style.transform + style.opacity : ''
          if (running.length && now !== last) moving++
          for (const a of running) behind = Math.max(behind, time - began - Number(a.currentTime))
          last = now
          requestAnimationFrame(sample)
        }
        const off = slider.on('slide:after', () => {
          off()
          offStart()
          done = true
          resolve({
            ids: [...ids].sort(),
            frames,
            moving,
            behind,
            longestFrame,
            after: inLayer().length,
          })
        })
        slider.next()
        requestAnimationFrame(sample)
      }),
  )

for (const tr of ['slideleft', 'cube']) {
  test(`${tr}: a second change like the first plays the first's animations again, on the slider's clock`, async ({
    page,
  }) => {
    await trackAnimationIds(page)
    await openBg(page, tr, 1200)
    const first = await change(page)
    const second = await change(page)
    expect(first.ids.length).toBeGreaterThan(0)
    // The same animation objects, played again: none made for the second change.
    expect(second.ids).toEqual(first.ids)
    // And they run as the first change's did: moving in most frames, on time, gone at the end.
    expect(second.moving).toBeGreaterThan(second.frames / 2)
    // At most a frame behind the change's start: 20 ms, or the longest frame a loaded machine
    // drew (CI once drew them 25 ms apart, and read 24.8 behind).
    expect(second.behind).toBeLessThan(Math.max(20, second.longestFrame + 2))
    expect(second.after).toBe(0)
    await expectShown(page, 2)
  })
}
