import { describe, expect, it } from 'vitest'
import { ANNOUNCE_DELAY } from '../a11y/announcer'
import { createSlider } from '../create-slider'
import { FOCUS_WAIT } from '../navigation/keep-focus'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { AnyPlugin } from '../types/plugin'

const page = useFakePage()

/**
 * A plugin drawing its controls as nav does: a button a slide (`data-index`) and two arrows, all
 * drawn again at `slide:remove`; `late` draws the buttons again only after a load (a 0 ms wait),
 * as nav's tabs and thumbnails come back once their code is in hand, `never` not at all (their
 * code could not be loaded).
 */
function controls(late: boolean | 'never' = false): AnyPlugin {
  return {
    name: 'controls',
    options: {},
    setup(ctx) {
      let box: HTMLElement | undefined
      const draw = (buttons: boolean) => {
        box?.remove()
        box = ctx.root.ownerDocument.createElement('div')
        for (const side of ['prev', 'next']) box.append(button(`arrow ${side}`, side))
        if (buttons)
          for (const slide of ctx.module.slides) {
            const b = button('dot', `Slide ${slide.index + 1}`)
            b.dataset.index = `${slide.index}`
            box.append(b)
          }
        ctx.root.append(box)
      }
      draw(true)
      const off = ctx.on('slide:remove', () => {
        draw(!late)
        if (late === true) setTimeout(() => draw(true))
      })
      return { destroy: off }
    },
  }
}

function button(className: string, name: string) {
  const b = document.createElement('button')
  b.className = className
  b.textContent = name
  return b
}

async function make(plugin: AnyPlugin) {
  const scheduler = createFakeScheduler()
  const slider = createSlider(page.root, { module: sampleModule(5), scheduler, plugins: [plugin] })
  await slider.ready
  await settle()
  scheduler.tick(ANNOUNCE_DELAY)
  return slider
}

const dot = (index: number) =>
  page.root.querySelector<HTMLElement>(`button.dot[data-index="${index}"]`) as HTMLElement
const focused = () => {
  const el = document.activeElement as HTMLElement | null
  return el === document.body || !el ? 'the body' : `${el.className} ${el.dataset.index ?? ''}`
}

describe('slider.removeSlide and focus (docs/behaviour.md §4)', () => {
  it('a control drawn again keeps focus for its slide, moved down past the removed one', async () => {
    const slider = await make(controls())
    dot(3).focus()
    slider.removeSlide(1)
    await settle()
    expect(focused()).toBe('dot 2')
    slider.destroy()
  })

  it("the removed slide's control gives focus to the slide now in its place, or the last", async () => {
    const slider = await make(controls())
    dot(2).focus()
    slider.removeSlide(2)
    await settle()
    expect(focused()).toBe('dot 2')
    dot(3).focus()
    slider.removeSlide(3)
    await settle()
    expect(focused()).toBe('dot 2')
    slider.destroy()
  })

  it('a control for no slide (an arrow) keeps its place among its kind', async () => {
    const slider = await make(controls())
    page.root.querySelector<HTMLElement>('button.next')?.focus()
    slider.removeSlide(0)
    await settle()
    expect(focused()).toBe('arrow next ')
    slider.destroy()
  })

  it('a control drawn only after a load gets focus once it is there', async () => {
    const slider = await make(controls(true))
    dot(4).focus()
    slider.removeSlide(0)
    await settle()
    await settle()
    expect(focused()).toBe('dot 3')
    slider.destroy()
  })

  it('a control whose code never comes: after FOCUS_WAIT the module’s region takes focus', async () => {
    const slider = await make(controls('never'))
    dot(4).focus()
    slider.removeSlide(0)
    await settle()
    // Waiting for the control: focus was lost with it.
    expect(focused()).toBe('the body')
    await new Promise((resolve) => setTimeout(resolve, FOCUS_WAIT + 20))
    expect(document.activeElement).toBe(page.root)
    expect(page.root.getAttribute('tabindex')).toBe('-1')
    slider.destroy()
  })

  it('focus that is not lost, or is inside a slide that stays, is left where it is', async () => {
    const outside = document.body.appendChild(button('page', 'On the page'))
    const slider = await make(controls())
    outside.focus()
    slider.removeSlide(0)
    await settle()
    expect(document.activeElement).toBe(outside)
    const inSlide = page.root.querySelector('.strata-slide[aria-current="true"]')
    const own = inSlide?.appendChild(button('own', 'In the slide'))
    own?.focus()
    slider.removeSlide(2)
    await settle()
    expect(document.activeElement).toBe(own)
    slider.destroy()
    outside.remove()
  })

  it('focus inside the removed slide goes to the module’s region, focusable only until it leaves', async () => {
    const slider = await make(controls())
    const inSlide = page.root.querySelector('.strata-slide[aria-current="true"]')
    inSlide?.appendChild(button('own', 'In the slide')).focus()
    slider.removeSlide(0)
    await settle()
    expect(document.activeElement).toBe(page.root)
    expect(page.root.getAttribute('role')).toBe('region')
    expect(page.root.getAttribute('tabindex')).toBe('-1')
    dot(1).focus()
    expect(page.root.hasAttribute('tabindex')).toBe(false)
    slider.destroy()
  })

  it('in a focusable track (a carousel’s), focus inside the removed slide goes to the track', async () => {
    const slider = await make(controls())
    const track = page.root.querySelector<HTMLElement>('.strata-slides')
    track?.setAttribute('tabindex', '0')
    const inSlide = page.root.querySelector('.strata-slide[aria-current="true"]')
    inSlide?.appendChild(button('own', 'In the slide')).focus()
    slider.removeSlide(0)
    await settle()
    expect(document.activeElement).toBe(track)
    expect(page.root.hasAttribute('tabindex')).toBe(false)
    slider.destroy()
  })

  it('a control drawn after the slider is destroyed gets no focus: the watch ends with it', async () => {
    const slider = await make(controls(true))
    dot(4).focus()
    slider.removeSlide(0)
    // The removal runs on its chunk's arrival: destroyed once it ran, before the buttons are back.
    for (let i = 0; i < 20 && slider.state.count === 5; i++) await Promise.resolve()
    expect(slider.state.count).toBe(4)
    slider.destroy()
    await settle()
    await settle()
    expect(focused()).toBe('the body')
  })
})
