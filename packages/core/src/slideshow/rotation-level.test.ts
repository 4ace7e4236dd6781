import { describe, expect, it, vi } from 'vitest'
import { openHiding, useSizedRoot } from '../test-support/sized-root'

const sized = useSizedRoot(1300)
const control = () => sized.root.querySelector<HTMLElement>('.strata-rotation')
const live = () => sized.root.querySelector('.strata-announcer')?.getAttribute('aria-live')
/** Core's control is in the page and shown. */
const shownControl = () => control() !== null && control()?.style.display !== 'none'

/** Three slides of 1000 ms, slides 2 and 3 `hideOnMobile`, opened at `start` px wide. */
async function open(start: number) {
  const opened = await openHiding(sized, ['2', '3'], { start })
  // The rotation chunk is a dynamic import: let it land (or not) before looking.
  await opened.settle()
  await opened.settle()
  return opened
}

describe('the rotation control and live region follow the navigable slides (docs/accessibility.md)', () => {
  it('opened with one navigable slide: no control, a polite live region, and the status a widening resumes', async () => {
    const { slider } = await open(400)
    expect(slider.state.level).toBe(4)
    expect(shownControl()).toBe(false)
    expect(live()).toBe('polite')
    // The slideshow is not paused (no reason holds it): it rotates once widened.
    expect(slider.state.slideshow).toBe('running')
    slider.destroy()
  })

  it('narrowed to one navigable slide: as opened there; widened again: the control and the quiet region come back', async () => {
    const { slider, resize, settle } = await open(1300)
    await vi.waitFor(() => expect(shownControl()).toBe(true))
    expect(live()).toBe('off')
    resize(400)
    await settle()
    expect(slider.state.level).toBe(4)
    expect(shownControl()).toBe(false)
    expect(live()).toBe('polite')
    expect(slider.state.slideshow).toBe('running')
    resize(1300)
    await settle()
    expect(shownControl()).toBe(true)
    expect(live()).toBe('off')
    slider.destroy()
  })

  it('a removal that leaves one slide hides the control too', async () => {
    const { slider, settle } = await openHiding(sized, [], { count: 2 })
    await vi.waitFor(() => expect(shownControl()).toBe(true))
    slider.removeSlide(1)
    await vi.waitFor(() => expect(slider.state.count).toBe(1))
    await settle()
    expect(shownControl()).toBe(false)
    expect(live()).toBe('polite')
    slider.destroy()
  })
})
