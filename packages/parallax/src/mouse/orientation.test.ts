import { afterEach, describe, expect, it } from 'vitest'
import { askPermission, needsPermission, orientationPointer } from './orientation'

type Ctor = { requestPermission?: () => Promise<string> }
const win = window as unknown as { DeviceOrientationEvent?: Ctor }
const original = win.DeviceOrientationEvent
const fake = (requestPermission?: () => Promise<string>) => {
  win.DeviceOrientationEvent = { requestPermission }
}
afterEach(() => {
  win.DeviceOrientationEvent = original
})

describe('device orientation (docs/behaviour.md §6)', () => {
  it('reads a phone held at 45° front to back and level left to right as the rest pose', () => {
    expect(orientationPointer(0, 45)).toEqual({ x: 0, y: 0 })
    expect(orientationPointer(null, null)).toEqual({ x: 0, y: 0 })
  })

  it('reads 30° of tilt as the pointer at an edge, clamped beyond', () => {
    expect(orientationPointer(30, 15)).toEqual({ x: 1, y: -1 })
    expect(orientationPointer(-90, 120)).toEqual({ x: -1, y: 1 })
    expect(orientationPointer(15, 60)).toEqual({ x: 0.5, y: 0.5 })
  })

  it('iOS device orientation access requires a permission grant', async () => {
    let asked = 0
    fake(async () => {
      asked++
      return 'granted'
    })
    expect(needsPermission(window)).toBe(true)
    expect(await askPermission(window)).toBe(true)
    expect(asked).toBe(1)
  })

  it('a refused grant leaves the wait state: the answer is false, never a rejection', async () => {
    fake(async () => 'denied')
    expect(await askPermission(window)).toBe(false)
    fake(() => Promise.reject(new Error('NotAllowedError: needs a user gesture')))
    expect(await askPermission(window)).toBe(false)
  })

  it('needs no grant where the browser does not ask', async () => {
    fake(undefined)
    expect(needsPermission(window)).toBe(false)
    expect(await askPermission(window)).toBe(true)
  })
})
