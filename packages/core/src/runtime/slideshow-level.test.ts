import { describe, expect, it, vi } from 'vitest'
import { openHiding, useSizedRoot } from '../test-support/sized-root'

const sized = useSizedRoot(400)
/**
 * Three slides of 1000 ms, slides 2 and 3 (or those `hidden` names) `hideOnMobile`, opened at
 * `start` px wide (below 480 px is the mobile level); `run(ms)` is `settle(ms)`.
 */
async function open(start: number, hidden = ['2', '3']) {
  const opened = await openHiding(sized, hidden, { start })
  return { ...opened, run: opened.settle }
}

describe('the slideshow follows the navigable slides when the device level changes', () => {
  it('opened at the mobile level with one navigable slide, it rotates once widened to desktop', async () => {
    const { slider, shown, resize, run } = await open(400)
    expect(slider.state.level).toBe(4)
    await run(3000)
    expect(shown).toEqual([])
    resize(1300)
    expect(slider.state.level).not.toBe(4)
    await run(1100)
    expect(shown).toEqual([1])
    await run(1100)
    expect(shown).toEqual([1, 2])
    slider.destroy()
  })

  it('widened, the rotation’s page side loads: focus inside the module pauses it', async () => {
    const { slider, scheduler, resize } = await open(400)
    resize(1300)
    // The rotation chunk is a dynamic import: let it land.
    await vi.waitFor(() => expect(sized.root.querySelector('.strata-rotation')).not.toBeNull())
    sized.root.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(slider.state.pauseReasons).toContain('focus')
    scheduler.tick(0)
    slider.destroy()
  })

  it('narrowed to one navigable slide, its timer stops at once and no hidden slide shows; widened, it goes on', async () => {
    const { slider, scheduler, shown, resize, run } = await open(1300)
    scheduler.tick(500)
    const frames = scheduler.size()
    resize(400)
    expect(slider.state.level).toBe(4)
    // No timer, no frame: nothing is left to rotate.
    expect(scheduler.size()).toBeLessThan(frames)
    await run(5000)
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    resize(1300)
    await run(1100)
    expect(shown).toEqual([1])
    slider.destroy()
  })

  it('a removal that left one navigable slide at the mobile level does not keep it from rotating once widened', async () => {
    // Slide 3 hides on mobile: slides 1 and 2 rotate there until slide 2 is removed.
    const { slider, shown, resize, run } = await open(400, ['3'])
    slider.removeSlide(1)
    await run(0)
    expect(slider.state.count).toBe(2)
    // Slide 1's time runs out with nowhere to go.
    await run(1100)
    expect(shown).toEqual([])
    resize(1300)
    await run(1100)
    expect(shown).toEqual([1])
    slider.destroy()
  })
})
