import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Harness, harness, translate } from './harness'
import { motionModule } from './test-module'

let h: Harness | undefined
afterEach(() => {
  h?.done()
  h = undefined
})

/** A touch-only phone: coarse pointer, no hover, iOS's permission call answering `answer`. */
const phone = (answer: 'granted' | 'denied', wait?: Promise<void>) => {
  const asked = { count: 0 }
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('coarse'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.stubGlobal('DeviceOrientationEvent', {
    requestPermission: async () => {
      asked.count++
      await wait
      return answer
    },
  })
  return asked
}

const tilt = (gamma: number, beta: number) =>
  window.dispatchEvent(Object.assign(new Event('deviceorientation'), { gamma, beta }))

describe('device orientation on touch devices (docs/behaviour.md §6)', () => {
  it('iOS: waits for the permission grant on the first tap, then the device tilt moves the layers', async () => {
    const asked = phone('granted')
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }), { matchMedia: false })
    const states: string[] = []
    h.slider.on('parallax:orientation', ({ state }) => states.push(state))
    expect(h.slider.plugin('parallax')?.orientation()).toBe('waiting')
    tilt(30, 45)
    await h.tick(32)
    expect(h.wrap('near').style.transform).toBe('')
    h.root.dispatchEvent(new MouseEvent('click'))
    await h.tick(32)
    expect([asked.count, states, h.slider.plugin('parallax')?.orientation()]).toEqual([
      1,
      ['on'],
      'on',
    ])
    tilt(30, 45)
    await h.tick(32)
    expect(translate(h.wrap('near'))[0]).toBe(-80)
  })

  it('a refused grant leaves the wait state and the layers stay at rest', async () => {
    phone('denied')
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }), { matchMedia: false })
    const states: string[] = []
    h.slider.on('parallax:orientation', ({ state }) => states.push(state))
    h.root.dispatchEvent(new MouseEvent('click'))
    await h.tick(32)
    expect([states, h.slider.plugin('parallax')?.orientation()]).toEqual([['off'], 'off'])
    tilt(30, 45)
    await h.tick(32)
    expect(h.wrap('near').style.transform).toBe('')
  })

  it('a grant answered after the module is destroyed changes nothing and starts no listener', async () => {
    let answer = () => {}
    phone('granted', new Promise<void>((done) => (answer = done)))
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }), { matchMedia: false })
    const states: string[] = []
    h.slider.on('parallax:orientation', ({ state }) => states.push(state))
    const adds = vi.spyOn(window, 'addEventListener')
    h.root.dispatchEvent(new MouseEvent('click'))
    await h.tick(16)
    h.done()
    h = undefined
    answer()
    await new Promise((done) => setTimeout(done, 0))
    expect(states).toEqual([])
    expect(adds.mock.calls.filter(([type]) => type === 'deviceorientation')).toEqual([])
    adds.mockRestore()
  })
})
