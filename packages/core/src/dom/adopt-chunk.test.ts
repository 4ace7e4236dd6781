import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'

// Counts how often the chunk that takes server-rendered markup over is loaded.
const chunk = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./adopt', async (original) => {
  chunk.loads++
  return original()
})

let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement

beforeEach(() => {
  browser = installFakeBrowser()
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  root.remove()
  browser.restore()
})

const start = async () => {
  const slider = createSlider(root, { module: sampleModule(3), scheduler: createFakeScheduler() })
  await slider.ready
  return slider
}

// One file, one module cache: the tests run in order, the chunk loading once at most.
describe('server-rendered markup is taken over by code loaded only when the root holds some', () => {
  it('a root without server markup never loads the adoption chunk', async () => {
    const slider = await start()
    expect(root.querySelectorAll('.strata-stage')).toHaveLength(1)
    slider.destroy()
    expect(chunk.loads).toBe(0)
  })

  it('a root with a server-rendered stage loads it and adopts the slide instead of duplicating it', async () => {
    root.innerHTML =
      '<div class="strata-stage"><div class="strata-slides"><div class="strata-slide" data-index="0">SSR</div></div></div>'
    const ssrSlide = root.querySelector('.strata-slide')
    const slider = await start()
    expect(chunk.loads).toBe(1)
    expect(root.querySelectorAll('.strata-stage')).toHaveLength(1)
    expect(root.querySelector('[data-index="0"]')).toBe(ssrSlide)
    expect(ssrSlide?.getAttribute('aria-current')).toBe('true')
    slider.destroy()
  })
})
