// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createFakeScheduler } from './fake-scheduler'
import { createPlayback } from './playback'

describe('playback: one animation at a time on the slider scheduler', () => {
  it('calls the frame with the ms since the play started until it says it is done', async () => {
    const scheduler = createFakeScheduler()
    const playback = createPlayback(scheduler)
    const seen: number[] = []
    const done = playback.play((elapsed) => {
      seen.push(elapsed)
      return elapsed >= 48
    })
    expect(playback.running()).toBe(true)
    scheduler.tick(100)
    await done
    expect(seen).toEqual([16, 32, 48])
    expect(playback.running()).toBe(false)
    expect(scheduler.size()).toBe(0)
  })

  it('a new play stops the running one, whose promise resolves where it was', async () => {
    const scheduler = createFakeScheduler()
    const playback = createPlayback(scheduler)
    let first = 0
    const a = playback.play(() => {
      first++
      return false
    })
    scheduler.tick(32)
    const b = playback.play((elapsed) => elapsed >= 16)
    await a
    scheduler.tick(16)
    await b
    expect(first).toBe(2)
    expect(scheduler.size()).toBe(0)
  })

  it('a frame that returns ms is called again once they have passed, with no frame between', async () => {
    const scheduler = createFakeScheduler()
    const playback = createPlayback(scheduler)
    const seen: number[] = []
    const done = playback.play((elapsed) => {
      seen.push(elapsed)
      return seen.length === 1 ? 200 : true
    })
    scheduler.tick(400)
    await done
    // Asked at 16 for 200 ms: the next call is the first frame at or after 216.
    expect(seen).toEqual([16, 224])
    expect(scheduler.size()).toBe(0)
    const waiting = playback.play(() => 1000)
    scheduler.tick(16)
    playback.stop()
    await waiting
    expect(scheduler.size()).toBe(0)
  })

  it('stop() ends the play and leaves no frame job behind', async () => {
    const scheduler = createFakeScheduler()
    const playback = createPlayback(scheduler)
    const done = playback.play(() => false)
    playback.stop()
    await done
    expect(scheduler.size()).toBe(0)
    playback.stop()
    expect(playback.running()).toBe(false)
  })
})
