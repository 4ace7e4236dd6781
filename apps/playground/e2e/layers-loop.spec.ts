import { expect, test } from './fixtures'
import { countFrameRequests, frameRequests } from './frame-requests'

// The timeline fixture's `pan` layer (src/demos/layers/TimelineData.tsx) bobs up 8 px and back
// each second in its loop scene, for as long as the slide shows. The loop is the browser's own
// animation, sampled from GSAP (packages/layers-text/src/timeline/loop-plan.ts): moving it by
// script asked for two frames every frame (148 requests in 1.2 s, issue #25). What is left are
// its frame events, two a second here: each is brought level in one frame of the scheduler's
// write phase (a request, and one more the frame cancels) and wakes GSAP's ticker, put back to
// sleep at once (a request cancelled): 6 in 1.2 s.
for (const [name, width] of [
  ['desktop', 1280],
  ['tablet', 778],
  ['mobile', 440],
] as const)
  test(`a loop moves as a browser animation: its frame events come round, and frames only for them (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await countFrameRequests(page)
    await page.goto('/?demo=layers-timeline-fixture')
    await page.waitForFunction(() => window.__slider?.state.ready === true)
    // Away from the hover button.
    await page.mouse.move(1, 790)
    const loops = () =>
      page.evaluate(
        () => window.__layerEvents?.filter((e) => e === 'framestarted:pan:loop.1').length ?? 0,
      )
    // Its frame events so far: one frame start at each of its two marks a cycle.
    const marks = () =>
      page.evaluate(
        () =>
          window.__layerEvents?.filter((e) => e.startsWith('framestarted:pan:loop.')).length ?? 0,
      )
    // Every layer's `in` has ended by the loop's second cycle.
    await page.waitForFunction(
      () => (window.__layerEvents?.filter((e) => e === 'framestarted:pan:loop.1').length ?? 0) >= 2,
      null,
      { timeout: 5000 },
    )
    const cycles = await loops()
    const marked = await marks()
    const before = await frameRequests(page)
    const startedAt = Date.now()
    // The layers' computed y over 1.2 s, read on timers (a frame callback would be counted):
    // `pan`'s loop scene, and `float`, whose `in` repeats a keyframe for ever and has no frame
    // event after its first 300 ms.
    const { ys, floats } = await page.evaluate(async () => {
      const y = (id: string) => {
        const el = document.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)
        return el ? new DOMMatrix(getComputedStyle(el).transform).m42 : Number.NaN
      }
      const out = { ys: [] as number[], floats: [] as number[] }
      for (let i = 0; i < 24; i++) {
        out.ys.push(y('pan'))
        out.floats.push(y('float'))
        await new Promise((done) => setTimeout(done, 50))
      }
      return out
    })
    const frames = Math.round((Date.now() - startedAt) / 16.7)
    const requests = (await frameRequests(page)) - before
    // Three requests a mark (one more for a mark the window cut): about 6 in 1.2 s, where a
    // frame-by-frame loop asks for two every frame (148).
    expect(requests).toBeLessThanOrEqual(3 * ((await marks()) - marked + 1))
    expect(requests).toBeLessThan(frames / 4)
    // Up to 8 layer-grid px (the grid scales with the page) and back: it moves, it comes back.
    const scale = await page.evaluate(() => window.__slider?.state.scale ?? 1)
    expect(Math.min(...ys)).toBeLessThan(-6 * scale)
    expect(Math.max(...ys)).toBeGreaterThan(-2 * scale)
    expect(Math.min(...floats)).toBeLessThan(-6 * scale)
    expect(Math.max(...floats)).toBeGreaterThan(-2 * scale)
    // A cycle more went round in that time, its events with it.
    expect(await loops()).toBeGreaterThan(cycles)
    await page.screenshot({ path: test.info().outputPath(`loop-${name}.png`) })
  })
