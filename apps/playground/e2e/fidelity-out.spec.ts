import { fixture } from './fidelity-measure'
import { expect, test } from './fixtures'
import { openGolden } from './golden-measure'

/**
 * An export's `out` is one keyframe with a duration (`o: 0` over 300 ms, x and y "inherit"): the
 * leaving slide's layers fade out over it from where they are, as the reference front end plays
 * it, not set to 0 at the change's start (docs/data-format/layers-text.md "Timelines").
 */
test("a real export's layers fade out over their out's 300 ms when the slide changes", async ({
  page,
}) => {
  await openGolden(page, fixture('fidelity-stories'), { width: 1280, height: 800 })
  // Its `in` played to the end (the layers at rest, opacity 1).
  await page.waitForTimeout(2500)
  const samples = await page.evaluate(async () => {
    const el = document.querySelector<HTMLElement>(
      '.strata-slide[data-index="0"] .strata-layer[data-layer-id="10"]',
    )
    if (!el) return []
    const seen: { t: number; opacity: number; fades?: number[]; parsed?: number }[] = []
    // Which elements `animate` is called on (it parses the keyframes each time).
    const animated: Element[] = []
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      animated.push(this)
      return animate.apply(this, args)
    }
    const start = performance.now()
    window.__golden?.next()
    Element.prototype.animate = animate
    // What plays each leaving layer's opacity: one animation over the keyframe's 300 ms.
    const leaving = [
      ...document.querySelectorAll<HTMLElement>('.strata-slide[data-index="0"] .strata-layer'),
    ]
    const fades = leaving.map((layer) => {
      const fade = layer
        .getAnimations()
        .find((a) => (a.effect as KeyframeEffect).getKeyframes()[0]?.opacity)
      return Number(fade?.effect?.getTiming().duration)
    })
    const parsed = animated.filter((el) => leaving.includes(el as HTMLElement)).length
    seen.push({ t: 0, opacity: 1, fades, parsed })
    while (performance.now() - start < 800) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      seen.push({ t: performance.now() - start, opacity: Number(getComputedStyle(el).opacity) })
    }
    return seen
  })
  // Every layer the slide draws (its three texts; the add-on layer is left out), each played by
  // the browser, not by script a frame.
  expect(samples[0]?.fades).toEqual([300, 300, 300])
  // Their three fades have the same keyframes: one is made by `animate`, the others copy its
  // effect (issue #25: the keyframes parsed once, not once a layer).
  expect(samples[0]?.parsed).toBe(1)
  // Part way through its 300 ms it is neither shown nor gone (read where frames came on time: a
  // loaded machine may give none inside the fade), then it is gone.
  const during = samples.filter((s) => s.t > 30 && s.t < 270)
  if (during.length >= 3)
    expect(during.filter((s) => s.opacity > 0.02 && s.opacity < 0.98).length).toBeGreaterThan(0)
  expect(samples.at(-1)?.opacity).toBe(0)
  // It only goes down (power3.inOut from 1 to 0).
  for (let i = 1; i < samples.length; i++)
    expect(samples[i]?.opacity).toBeLessThanOrEqual((samples[i - 1]?.opacity ?? 1) + 1e-6)
})
