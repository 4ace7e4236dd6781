import { describe, expect, it } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { Plugin } from '../types/plugin'

const page = useFakePage()

/** Server-rendered markup the slider adopts: it stays in the page after destroy. */
const serverStage = (): HTMLElement => {
  const stage = document.createElement('div')
  stage.className = 'strata-stage'
  stage.innerHTML =
    '<div class="strata-slides"><div class="strata-slide" data-index="0"></div></div>'
  page.root.append(stage)
  return stage
}

/** A plugin that draws its own rotation control in the stage (as nav does) and removes it at destroy. */
const offering = (button: HTMLElement): Plugin<'offer', null> => ({
  name: 'offer',
  options: null,
  setup(ctx) {
    ctx.dom.stage.append(button)
    ctx.slideshow.control(button)
    return { destroy: () => button.remove() }
  },
})

/** Lets the rotation chunk (a dynamic import) land. */
const chunkLands = async () => {
  await import('./rotation')
  for (let i = 0; i < 5; i++) await settle()
}

describe('the rotation chunk landing after destroy (docs/behaviour.md §9: destroy is final)', () => {
  it("puts no plugin's control back into server-rendered markup left in the page", async () => {
    const stage = serverStage()
    const button = document.createElement('button')
    const slider = createSlider(page.root, {
      module: sampleModule(3),
      scheduler: createFakeScheduler(),
      plugins: [offering(button)],
    })
    await slider.ready
    // The slideshow started, so its page side is on its way, not in yet.
    expect(stage.firstChild).not.toBe(button)
    slider.destroy()
    await chunkLands()
    expect(button.isConnected).toBe(false)
    expect(stage.querySelector('button')).toBeNull()
  })

  it('a second slider on the same root shows only its own control, not the first one’s', async () => {
    const stage = serverStage()
    const first = document.createElement('button')
    const second = document.createElement('button')
    const options = { module: sampleModule(3), scheduler: createFakeScheduler() }
    const a = createSlider(page.root, { ...options, plugins: [offering(first)] })
    await a.ready
    // Ends the first (docs/behaviour.md §9) while its rotation chunk is still on its way.
    const b = createSlider(page.root, { ...options, plugins: [offering(second)] })
    await b.ready
    await chunkLands()
    expect(first.isConnected).toBe(false)
    expect([...stage.querySelectorAll('button')]).toEqual([second])
    expect(stage.firstChild).toBe(second)
    b.destroy()
  })
})
