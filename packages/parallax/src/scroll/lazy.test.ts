// vitest: fresh modules (the scroll chunk, once loaded, stays loaded: these tests count its loads from none)
import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Harness, harness, translate } from '../plugin/harness'
import { motionModule } from '../plugin/test-module'
import { scrollChunk, scrollMotion } from './lazy'

let h: Harness | undefined
afterEach(() => {
  h?.done()
  h = undefined
  vi.restoreAllMocks()
})

/** The test module with its `drift` layers (the only ones with scroll modifiers) taken out. */
function withoutScrollModifiers(module: RawRecord): RawRecord {
  for (const slide of Object.values(module.slides as Record<string, RawRecord>))
    delete (slide.layers as RawRecord).drift
  return module
}

// The order matters: the chunk, once in, stays in for the page (this file's module registry).
describe('the scroll code loads only for modules whose data turns scroll motion on (issue #25)', () => {
  it('a module with mouse parallax and 3D tilt but no scroll modifiers or sbt never asks for the scroll chunk, and its layers move at once', async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    for (const type of ['mouse', '3D']) {
      h = await harness(withoutScrollModifiers(motionModule({ mod: { use: true, type, sp: 0 } })))
      h.root.dispatchEvent(
        new PointerEvent('pointermove', { clientX: 800, clientY: 0, pointerType: 'mouse' }),
      )
      await h.tick(32)
      expect(h.wrap('near').style.transform, type).not.toBe('')
      h.slider.next()
      for (let i = 0; i < 200 && h.slider.state.index !== 1; i++) await h.tick(16)
      h.done()
      h = undefined
    }
    expect(asked).not.toHaveBeenCalled()
    expect(scrollMotion()).toBeUndefined()
  })

  it('a failed load of the scroll code is reported under the data path, with its reason, and the mouse parallax keeps working', async () => {
    vi.spyOn(scrollChunk, 'load').mockRejectedValue(new Error('offline'))
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    // The reason, as every other chunk's failure gives it.
    expect(h.slider.report).toContainEqual({
      path: 'settings.mod',
      message: 'its scroll code could not be loaded (Error: offline); nothing follows the scroll',
    })
    h.root.dispatchEvent(
      new PointerEvent('pointermove', { clientX: 800, clientY: 0, pointerType: 'mouse' }),
    )
    await h.tick(32)
    expect(translate(h.wrap('near'))[0]).toBe(-80)
    expect(scrollMotion()).toBeUndefined()
  })

  it('a module whose layers have scroll modifiers asks for the chunk once, and they follow the scroll when it is in', async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    expect(asked).toHaveBeenCalledTimes(1)
    expect(scrollMotion()).toBeDefined()
    await h.scrollTo(768)
    expect(h.slider.plugin('parallax')?.progress()).toBe(0)
    expect(translate(h.wrap('drift'))[1]).toBeLessThan(0)
  })

  it('a second scroll-based module takes the chunk already in without asking again', async () => {
    const asked = vi.spyOn(scrollChunk, 'load')
    h = await harness(motionModule({ sbt: { use: true } }))
    await h.scrollTo(768)
    expect(translate(h.wrap('drift'))[1]).toBeGreaterThan(0)
    expect(asked).not.toHaveBeenCalled()
  })
})
