import { describe, expect, it } from 'vitest'
import { startedAt } from './browser-animation'

/** An animation that counts reads of its `finished` (a browser makes the promise when it is read). */
function counted() {
  const animation = { startTime: null as number | null, reads: 0 }
  Object.defineProperty(animation, 'finished', {
    get() {
      animation.reads++
      return new Promise(() => {})
    },
  })
  return animation as unknown as Animation & { reads: number }
}

describe('startedAt', () => {
  it("starts the animation `elapsed` ms ago by the document's clock, leaving `finished` unread", () => {
    const el = document.createElement('div')
    Object.defineProperty(el.ownerDocument, 'timeline', {
      value: { currentTime: 1000 },
      configurable: true,
    })
    const animation = counted()
    expect(startedAt(animation, el, 40)).toBe(animation)
    expect(animation.startTime).toBe(960)
    expect(animation.reads).toBe(0)
    expect(startedAt(counted(), el).startTime).toBe(1000)
    Reflect.deleteProperty(el.ownerDocument, 'timeline')
  })

  it('leaves the start to the browser where the document has no clock', () => {
    const el = { ownerDocument: null } as unknown as Element
    expect(startedAt(counted(), el).startTime).toBeNull()
  })
})

describe('the test window', () => {
  it("marks a cancelled animation's finished rejection handled, as browsers do", async () => {
    const rejections: unknown[] = []
    const seen = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', seen)
    const el = document.body.appendChild(document.createElement('div'))
    el.animate([{ opacity: 0 }, { opacity: 1 }], 300).cancel()
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', seen)
    el.remove()
    expect(rejections).toEqual([])
  })
})
