import { describe, expect, it } from 'vitest'
import { startedAt } from './browser-animation'

/** An animation whose `finished` is rejected, as cancelling does. */
const cancelled = () =>
  ({ startTime: null, finished: Promise.reject(new Error('cancelled')) }) as unknown as Animation

describe('startedAt', () => {
  it("starts the animation `elapsed` ms ago by the document's clock and handles `finished`", async () => {
    const el = document.createElement('div')
    Object.defineProperty(el.ownerDocument, 'timeline', {
      value: { currentTime: 1000 },
      configurable: true,
    })
    const animation = cancelled()
    expect(startedAt(animation, el, 40)).toBe(animation)
    expect(animation.startTime).toBe(960)
    expect(startedAt(cancelled(), el).startTime).toBe(1000)
    // No unhandled rejection reaches the test run.
    await new Promise((resolve) => setTimeout(resolve, 0))
    Reflect.deleteProperty(el.ownerDocument, 'timeline')
  })

  it('leaves the start to the browser where the document has no clock', () => {
    const el = { ownerDocument: null } as unknown as Element
    expect(startedAt(cancelled(), el).startTime).toBeNull()
  })
})
