import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measureAt, mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** The width core measures the module at: below 480 px is the mobile level (4). */
let width = 1300
const measuredWidth = () => measureAt(() => width)

const size = { width: [1240, 1024, 778, 600, 480], height: [400, 400, 400, 400, 400] }

/** Three auto-rotating slides with arrows and bullets, those `hidden` names `hideOnMobile`. */
function module(...hidden: string[]) {
  const m = navModule(3, { size, nav: { arrows: { set: true }, bullets: { set: true } } })
  const slides = m.slides as Record<string, { slide: RawRecord }>
  for (const id of hidden) if (slides[id]) slides[id].slide.slideshow = { hom: true }
  return m
}

/** Opened wide, the pause button focused once core placed it first (its rotation chunk is in). */
async function openFocused(...hidden: string[]) {
  width = 1300
  measuredWidth()
  const t = await mountNav(module(...hidden))
  done = t.done
  const stage = t.root.querySelector('.strata-stage')
  await vi.waitFor(() => expect(stage?.firstElementChild?.className).toBe('strata-play'))
  const play = t.root.querySelector<HTMLButtonElement>('.strata-play')
  play?.focus()
  expect(document.activeElement).toBe(play)
  const narrow = async () => {
    width = 320
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    expect(t.slider.state.level).toBe(4)
  }
  return { ...t, play, stage, narrow }
}

// WCAG 2.4.3 (docs/accessibility.md "Rotation"): nav draws its controls again when the slides a
// visitor can go to change; its pause button that had focus does not drop it to the page's body.
describe("focus on nav's pause button across a narrowing", () => {
  it('one navigable slide left: no button is drawn, the module region takes focus', async () => {
    const t = await openFocused('2', '3')
    await t.narrow()
    expect(t.root.querySelector('.strata-play')).toBeNull()
    expect(document.activeElement).toBe(t.root)
    expect(t.root.getAttribute('tabindex')).toBe('-1')
    t.root.blur()
    expect(t.root.hasAttribute('tabindex')).toBe(false)
    expect(t.slider.report).toEqual([])
  })

  it('two navigable slides left: the button drawn again takes focus, first in the stage', async () => {
    const t = await openFocused('3')
    await t.narrow()
    const again = t.root.querySelector<HTMLButtonElement>('.strata-play')
    expect(again).not.toBeNull()
    expect(again).not.toBe(t.play)
    expect(t.stage?.firstElementChild).toBe(again)
    expect(document.activeElement).toBe(again)
    expect(t.root.hasAttribute('tabindex')).toBe(false)
  })
})
