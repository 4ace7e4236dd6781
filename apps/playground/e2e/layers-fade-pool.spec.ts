import type { Page } from '@playwright/test'
import { trackAnimationIds } from './animation-ids'
import { expect, test } from './fixtures'

// Issue #25: a layer's fade plays a browser animation another layer ran and ended before
// (`animate` parses its keyframes at each call), and looks as a fresh one would.

type Seen = { ids: number[]; between: number; frames: number; rest: number[]; left: number }

/** Steps forward, then samples the new slide's layers each frame until their fades end. */
const step = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Seen>((resolve, reject) => {
        const slider = window.__slider
        const id = window.__animationId
        if (!slider || !id) throw new Error('no slider')
        const ids = new Set<number>()
        let between = 0
        let frames = 0
        const layers = () => [
          ...document.querySelectorAll<HTMLElement>(
            '.strata-slide[aria-current="true"] .strata-layer-text',
          ),
        ]
        const sample = () => {
          frames++
          const els = layers()
          const animations = els.flatMap((el) => el.getAnimations())
          for (const a of animations) ids.add(id(a))
          for (const el of els) {
            const o = Number(getComputedStyle(el).opacity)
            if (o > 0.05 && o < 0.95) between++
          }
          if (frames > 5 && !animations.length)
            return resolve({
              ids: [...ids].sort(),
              between,
              frames,
              rest: els.map((el) => Number(getComputedStyle(el).opacity)),
              left: animations.length,
            })
          if (frames > 300) return reject(new Error('the fades did not end'))
          requestAnimationFrame(sample)
        }
        const off = slider.on('slide:after', () => {
          off()
          requestAnimationFrame(sample)
        })
        slider.next()
      }),
  )

test('a layer fades in with an animation an earlier slide’s layer ran, and rests fully shown', async ({
  page,
}) => {
  await trackAnimationIds(page)
  await page.goto('/?demo=layers-fades-fixture')
  await page.waitForFunction(() => window.__slider?.state.ready === true)
  const second = await step(page)
  const third = await step(page)
  // Two layers a slide, each one animation: the third slide's are the second slide's, played
  // again on its own (newly built) layers.
  expect(second.ids).toHaveLength(2)
  expect(third.ids).toEqual(second.ids)
  for (const seen of [second, third]) {
    // 600 ms of fade: frames mid-way show a between opacity; at the end each layer is at 1.
    expect(seen.between).toBeGreaterThan(2)
    expect(seen.rest).toEqual([1, 1])
    expect(seen.left).toBe(0)
  }
})
