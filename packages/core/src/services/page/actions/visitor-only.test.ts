import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle, testLayers, testSlider } from '../test-slider'
import { actions } from './actions'

let cleanup = (): void => {}
afterEach(() => cleanup())

/** Slide 1 binds `records` to its layers 1..3; `fire` sends an event and lets the action run. */
async function start(records: Record<string, unknown>[]) {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  const t = testSlider([testLayers(['1', '2', '3']), actions()], {
    slide: (n) => (n === 1 ? { actions: records } : {}),
  })
  cleanup = t.cleanup
  await t.slider.ready
  t.scheduler.tick(20)
  await settle()
  const fire = async (id: string, type: string) => {
    const layer = t.root.querySelector(`.strata-slide[data-index="0"] [data-layer-id="${id}"]`)
    layer?.dispatchEvent(new Event(type, { bubbles: true }))
    // A simulated click runs its own binding's debounce: a second step lets it.
    for (let i = 0; i < 2; i++) {
      t.scheduler.tick(40)
      await settle()
    }
  }
  return { ...t, open, fire }
}

describe('links leave the page on a visitor’s click or key only (docs/security.md)', () => {
  it('a link bound to an event no visitor makes (error, transitionend) is reported once, never followed', async () => {
    const link = { a: 'link', link: 'https://elsewhere.test/', ltarget: '_blank' }
    const { fire, open, slider } = await start([
      { ...link, evt: 'error', src: [1] },
      { ...link, evt: 'transitionend', src: [2] },
      { ...link, src: [3] },
    ])
    await fire('1', 'error')
    await fire('1', 'error')
    await fire('2', 'transitionend')
    expect(open).not.toHaveBeenCalled()
    expect(slider.report).toEqual([
      {
        path: 'slides.1.slide.actions.0.evt',
        message: `action "link" runs on a visitor's click or key, not on "error"; ignored`,
      },
      {
        path: 'slides.1.slide.actions.1.evt',
        message: `action "link" runs on a visitor's click or key, not on "transitionend"; ignored`,
      },
    ])
    await fire('3', 'click')
    expect(open).toHaveBeenCalledExactlyOnceWith('http://elsewhere.test/', '_blank', 'noopener')
  })

  it('a simulated click from such an event clicks nothing, so it cannot follow a link either', async () => {
    const { fire, open, slider } = await start([
      { a: 'simulateClick', evt: 'animationend', target: [2], src: [1] },
      { a: 'link', link: 'https://elsewhere.test/', ltarget: '_blank', src: [2] },
    ])
    await fire('1', 'animationend')
    expect(open).not.toHaveBeenCalled()
    expect(slider.report).toEqual([
      {
        path: 'slides.1.slide.actions.0.evt',
        message: `action "simulateClick" runs on a visitor's click or key, not on "animationend"; ignored`,
      },
    ])
    // A visitor's click still clicks through to the link.
    await fire('2', 'click')
    expect(open).toHaveBeenCalledOnce()
  })
})
