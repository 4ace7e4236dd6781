import { describe, expect, it } from 'vitest'
import type { Clock } from './clock'
import type { SceneTimeline } from './fade-scene'
import { createLayerPlayer } from './player'

/** A scene that records where it is moved to, as GSAP's timeline would be. */
function recordingScene(duration = 1) {
  const moves: number[] = []
  let time = 0
  function totalTime(): number
  function totalTime(value: number): SceneTimeline
  function totalTime(value?: number): number | SceneTimeline {
    if (value === undefined) return time
    time = value
    moves.push(value)
    return scene
  }
  const scene: SceneTimeline = {
    duration: () => duration,
    totalDuration: () => duration,
    totalTime,
    totalProgress: () => time / duration,
    invalidate: () => scene,
    revert: () => scene,
  }
  return { scene, moves }
}

/** Plays a scene to its end at once. */
const instantClock: Clock = {
  async play(anim) {
    anim.totalTime(anim.totalDuration())
  },
  stop() {},
  isPlaying: () => false,
  framed() {},
  destroy() {},
}

function player() {
  // Longer than the step: wait() must not go through to the end (twenty-fourth session).
  const inScene = recordingScene(2)
  const outScene = recordingScene()
  const p = createLayerPlayer({
    element: document.createElement('div'),
    slide: { index: 0 },
    layerId: '1',
    scenes: new Map([
      ['in', inScene.scene],
      ['out', outScene.scene],
    ]),
    clock: instantClock,
    emit() {},
    interactive: false,
  })
  return { p, moves: inScene.moves }
}

describe('player.wait: the start of in, rendered once until something moves the layer (issue #25)', () => {
  it('steps just past the start of in and back the first time, and renders nothing when asked again', () => {
    const { p, moves } = player()
    p.wait()
    expect(moves).toEqual([1e-4, 0])
    // The slide change asks again for a neighbour that waits already.
    p.wait()
    expect(moves).toEqual([1e-4, 0])
  })

  it('renders again once a scene has played, the layer has been put at rest, or stopped', async () => {
    const { p, moves } = player()
    p.wait()
    await p.play('in')
    await p.play('out')
    moves.length = 0
    p.wait()
    expect(moves).toEqual([1e-4, 0])

    p.rest()
    moves.length = 0
    p.wait()
    expect(moves).toEqual([1e-4, 0])

    p.stop()
    moves.length = 0
    p.wait()
    expect(moves).toEqual([1e-4, 0])
  })
})
