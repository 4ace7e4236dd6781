import { afterEach, describe, expect, it } from 'vitest'
import { createSlider } from '../../prepared'
import { prepareModule } from '../../prepared/prepare-module'
import { createFakeScheduler } from '../../scheduler/fake-scheduler'
import { sampleModule } from '../../test-support/fake-browser'
import { useFakePage } from '../../test-support/fake-page'
import type { AnyPlugin } from '../../types/plugin'
import type { SliderOptions } from '../../types/slider'
import { SCROLL_BASED_ATTRIBUTE } from '../../viewport/viewport'
import { deepLink } from './deep-link/deep-link'
import { observers } from './observers/observers'

const page = useFakePage()
let cleanup = (): void => {}
afterEach(() => {
  cleanup()
  history.replaceState(null, '', '#')
})

/**
 * A module prepared ahead (as on a server, away from the visitor's address) and shown by
 * `@strata/core/prepared`, with `plugins` on both sides.
 */
async function preparedSlider(
  plugins: () => AnyPlugin[],
  { settings = {}, hash = '' }: { settings?: Record<string, unknown>; hash?: string } = {},
) {
  const { module } = prepareModule(sampleModule(5, settings), { plugins: plugins() })
  // The visitor's address, which the server preparing the module did not have.
  history.replaceState(null, '', hash || '#')
  const { root } = page
  const given = JSON.parse(JSON.stringify(module)) as SliderOptions['module']
  const slider = createSlider(root, {
    module: given,
    scheduler: createFakeScheduler(),
    plugins: plugins(),
  })
  cleanup = () => slider.destroy()
  await slider.ready
  return { slider, root, given }
}

describe('the page plugins on a prepared module (docs/data-format/prepared.md)', () => {
  it("deepLink(): the visitor's hash selects the first slide, as with raw data", async () => {
    const { slider } = await preparedSlider(() => [deepLink()], { hash: '#slide3' })
    expect(slider.state.index).toBe(2)
    expect(slider.report).toEqual([])
  })

  it("deepLink(): the hash's slide is not written into the page's prepared module", async () => {
    const { given } = await preparedSlider(() => [deepLink()], { hash: '#slide3' })
    const model = (given as { model: { settings: { slideshow: { firstSlide?: unknown } } } }).model
    expect(model.settings.slideshow.firstSlide).not.toBe(3)
  })

  it('observers(): a scroll-based module is marked for the -200px viewport margin', async () => {
    const { root } = await preparedSlider(() => [observers({ fps: false })], {
      settings: { sbt: { use: true } },
    })
    expect(root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true)
  })
})
