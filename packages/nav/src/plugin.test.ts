import { describePluginContract } from '@strata/core/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadChunk } from './chunks'
import { LAZY_KINDS } from './kinds'
import { loadsSettled } from './lazy'
import { nav } from './plugin'
import { EVERY_CONTROL, mountNav, navCss, navModule, settle } from './test-slider'

const all = EVERY_CONTROL

// Arrows wait 5 s to show: destroy must cancel that pending job too.
const contract = { ...all, nav: { ...all.nav, arrows: { set: true, dIn: 5000, dOut: 500 } } }
// The contract runs on fake timers, under which a first module import never lands: the chunks
// this data asks for in `prepare` (chunks.ts) are loaded beforehand. So are the controls it
// draws once their chunks land (kinds.ts: tabs, thumbnails, scrubber, progress bar, and the
// skins chunk they bring): arriving after the contract, they went unchecked by it.
beforeAll(() =>
  Promise.all([
    loadChunk('autoHide'),
    loadChunk('wheel'),
    ...Object.values(LAZY_KINDS).map((load) => load()),
  ]),
)
describePluginContract('nav', () => nav(), { module: navModule(3, contract) })

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe('nav controls', () => {
  it('arrows are buttons named "Previous slide" and "Next slide" that step the slides', async () => {
    const t = await mountNav(navModule(4, all))
    done = t.done
    const next = t.root.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')
    expect(next?.classList.contains('strata-arrow')).toBe(true)
    next?.click()
    await t.step()
    expect(t.slider.state.index).toBe(1)
    t.root.querySelector<HTMLButtonElement>('.strata-arrow-prev')?.click()
    await t.step()
    expect(t.slider.state.index).toBe(0)
  })

  it('bullets mark the current slide with aria-current; tabs are a tablist with aria-selected', async () => {
    const t = await mountNav(navModule(4, all))
    done = t.done
    const bullets = [...t.root.querySelectorAll<HTMLButtonElement>('.strata-bullet')]
    expect(bullets).toHaveLength(4)
    bullets[2]?.click()
    await t.step()
    expect(t.slider.state.index).toBe(2)
    expect(bullets.map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'true', null])
    const tabs = t.root.querySelectorAll('[role="tablist"] [role="tab"]')
    expect([...tabs].map((b) => b.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ])
    // The built-in skin's tab template fills the slide placeholders.
    expect(tabs[1]?.textContent).toBe('Slide 2About 2')
  })

  it('tabs follow the WAI-ARIA tabs pattern: arrow keys and Home / End move and select', async () => {
    const t = await mountNav(navModule(4, { nav: { tabs: { set: true } } }))
    done = t.done
    const tabs = [...t.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    expect(tabs.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1])
    const key = (key: string) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      )
    tabs[0]?.focus()
    key('ArrowLeft')
    await t.step()
    expect(document.activeElement).toBe(tabs[3])
    expect(t.slider.state.index).toBe(3)
    key('Home')
    await t.step(1200)
    expect(t.slider.state.index).toBe(0)
    expect(tabs.map((b) => b.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ])
  })

  it('a user request pauses the slideshow; the pause/play button toggles it', async () => {
    const t = await mountNav(navModule(3, all))
    done = t.done
    await t.step(100)
    const play = t.root.querySelector<HTMLButtonElement>('.strata-play')
    expect(play?.getAttribute('aria-label')).toBe('Pause slideshow')
    play?.click()
    await t.step()
    expect(t.slider.state.slideshow).toBe('paused')
    expect(play?.getAttribute('aria-label')).toBe('Play slideshow')
  })

  it('the progress bar moves as a browser animation from the slideshow’s progress to the slide’s end; a pause holds it, a play goes on', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate')
    const t = await mountNav(navModule(3, all))
    done = t.done
    const bar = t.root.querySelector<HTMLElement>('.strata-pbar')
    const fill = bar?.querySelector<HTMLElement>('.strata-pbar-fill')
    expect(t.slider.plugin('nav')?.element('progressBar')).toBe(bar)
    const runs = () =>
      animate.mock.calls.filter((_, i) => animate.mock.contexts[i] === fill) as [
        Keyframe[],
        KeyframeAnimationOptions,
      ][]
    // One frame of the slideshow's clock gives the progress; the browser moves the bar on.
    await t.step(100)
    expect(runs()).toHaveLength(1)
    const [frames, timing] = runs()[0] as [Keyframe[], KeyframeAnimationOptions]
    const from = Number(bar?.dataset.progress)
    expect(from).toBeLessThan(0.05)
    const [start, end] = frames.map((f) => String(f.transform))
    expect(Number(/^scaleX\(([\d.]+)\)$/.exec(start ?? '')?.[1])).toBeCloseTo(from, 3)
    expect(end).toBe('scaleX(1)')
    // The rest of the default 9000 ms slide.
    expect(timing.duration).toBeCloseTo((1 - from) * 9000, 0)
    // Time passes with no new animation and no write.
    await t.step(4400)
    expect(runs()).toHaveLength(1)
    expect(Number(bar?.dataset.progress)).toBe(from)
    // A pause ends the animation where it is; a play takes the progress again and goes on.
    t.slider.pause()
    expect(fill?.getAnimations()).toEqual([])
    t.slider.resume()
    await t.step()
    expect(runs()).toHaveLength(2)
    const again = Number(bar?.dataset.progress)
    expect(again).toBeGreaterThan(0.45)
    expect(again).toBeLessThan(0.55)
    expect((runs()[1] as [Keyframe[], KeyframeAnimationOptions])[1].duration).toBeCloseTo(
      (1 - again) * 9000,
      0,
    )
  })

  it('a ring fills as a browser animation of wedges sampled to the slide’s end, each with the same points', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate')
    const t = await mountNav(navModule(3, { pbar: { set: true, t: 'cw' } }))
    done = t.done
    const fill = t.root.querySelector<HTMLElement>('.strata-pbar-cw .strata-pbar-fill')
    await t.step(100)
    const runs = animate.mock.calls.filter((_, i) => animate.mock.contexts[i] === fill)
    expect(runs).toHaveLength(1)
    const [frames] = runs[0] as [Keyframe[], KeyframeAnimationOptions]
    const wedges = frames.map((f) => String(f.clipPath))
    // A wedge every 100 ms of the 9 s slide, 61 at most; from where it is to the whole ring.
    expect(wedges).toHaveLength(61)
    expect(wedges[0]).toBe(fill?.style.clipPath)
    expect(wedges.at(-1)).toBe(
      'polygon(50% 50%, 50% -25%, 103.03% -3.03%, 125% 50%, 103.03% 103.03%, 50% 125%, -3.03% 103.03%, -25% 50%, -3.03% -3.03%, 50% -25%)',
    )
    expect(new Set(wedges.map((w) => w.split(',').length))).toEqual(new Set([10]))
  })

  it('a progress bar whose code lands mid-slide starts where the slideshow is, not at 0', async () => {
    const t = await mountNav(navModule(3, { pbar: { set: true } }), {}, false)
    done = t.done
    // The bar's chunk has not landed yet: the slideshow runs half its 9000 ms slide without it.
    expect(t.root.querySelector('.strata-pbar')).toBeNull()
    t.scheduler.tick(4500)
    await loadsSettled()
    await settle()
    // Its first frame gives the bar the slideshow's progress.
    await t.step()
    const bar = t.root.querySelector<HTMLElement>('.strata-pbar')
    expect(Number(bar?.dataset.progress)).toBeGreaterThan(0.45)
    expect(Number(bar?.dataset.progress)).toBeLessThan(0.55)
  })

  it('thumbnails have alt text and are 100×50 by default; capped by max (5)', async () => {
    const t = await mountNav(navModule(8, all))
    done = t.done
    const thumbs = [...t.root.querySelectorAll<HTMLElement>('.strata-thumb')]
    expect(thumbs[0]?.querySelector('img')?.alt).toBe('Slide 1: Slide 1')
    expect(thumbs[0]?.style.width).toBe('100px')
    expect(thumbs[0]?.style.height).toBe('50px')
    expect(t.slider.plugin('nav')?.visibleThumbs()).toBe(5)
    expect(thumbs.filter((b) => b.dataset.visible === 'true')).toHaveLength(5)
  })

  it('reduced motion: no animated nav transitions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
    const t = await mountNav(navModule(3, all))
    done = t.done
    expect(t.root.querySelector('.strata-nav')?.hasAttribute('data-reduced-motion')).toBe(true)
    expect(navCss()).toContain(
      '.strata-nav[data-reduced-motion] *{transition:none!important;animation:none!important}',
    )
  })

  it('show per level: a kind hidden at the current level is not displayed', async () => {
    const arrows = { set: true, show: [false, true, true, true, true] }
    const t = await mountNav(navModule(3, { nav: { arrows, bullets: { set: true } } }))
    done = t.done
    expect(t.slider.state.level).toBe(0)
    expect(t.root.querySelector<HTMLElement>('.strata-arrow')?.style.display).toBe('none')
    expect(t.root.querySelector<HTMLElement>('.strata-bullets')?.style.display).toBe('')
  })

  it('a slide hidden from navigation (hfn) gets no bullet', async () => {
    const module = navModule(3, { nav: { bullets: { set: true } } })
    const slides = module.slides as Record<string, { slide: Record<string, unknown> }>
    if (slides['2']) slides['2'].slide.slideshow = { hfn: true }
    const t = await mountNav(module)
    done = t.done
    const bullets = [...t.root.querySelectorAll<HTMLElement>('.strata-bullet')]
    expect(bullets.map((b) => b.dataset.index)).toEqual(['0', '2'])
  })

  it("a control placed on the grid (a: 'grid') counts its edge offset from the layer grid's edge", async () => {
    const rect = { width: 1600, height: 500, top: 0, left: 0, right: 1600, bottom: 500, x: 0, y: 0 }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...rect,
      toJSON: () => rect,
    })
    const size = { width: [1240, 1024, 778, 480, 480], height: [500, 500, 500, 500, 500] }
    const arrows = { set: true, l: { a: 'grid', x: 30 } }
    const t = await mountNav(navModule(3, { size, nav: { arrows } }))
    done = t.done
    expect(t.slider.state.width).toBe(1600)
    // The 1240 px grid is centred in the 1600 px module: 180 px in from each side.
    const prev = t.root.querySelector<HTMLElement>('.strata-arrow-prev')
    expect(prev?.style.left).toBe('calc(180px + 30px)')
    // The right arrow is placed on the module (the default).
    expect(t.root.querySelector<HTMLElement>('.strata-arrow-next')?.style.right).toBe('30px')
  })

  it('destroy removes every element it added', async () => {
    const t = await mountNav(navModule(3, all))
    expect(t.root.querySelectorAll('.strata-nav')).not.toHaveLength(0)
    expect(navCss()).toContain('.strata-nav{')
    t.slider.destroy()
    expect(t.root.querySelector('[class*="strata-"]')).toBeNull()
    // Its CSS is an adopted sheet of its own (a `<style>` a strict style policy refuses).
    expect(document.adoptedStyleSheets).toHaveLength(0)
    t.done()
  })
})
