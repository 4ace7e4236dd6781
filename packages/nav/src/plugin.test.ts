import { describePluginContract } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nav } from './plugin'
import { mountNav, navModule } from './test-slider'

const all = {
  nav: {
    arrows: { set: true },
    bullets: { set: true },
    tabs: { set: true },
    thumbs: { set: true },
    scrubber: { set: true },
    keyboard: { set: true },
    s: { use: true, desk: true },
    m: { use: true },
  },
  pbar: { set: true },
}

// Arrows wait 5 s to show: destroy must cancel that pending job too.
const contract = { ...all, nav: { ...all.nav, arrows: { set: true, dIn: 5000, dOut: 500 } } }
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

  it('the progress bar follows slideshow:progress with a transform only', async () => {
    const t = await mountNav(navModule(3, all))
    done = t.done
    await t.step(4500)
    const bar = t.root.querySelector<HTMLElement>('.strata-pbar')
    const progress = Number(bar?.dataset.progress)
    // Default slide length 9000 ms: about half way after 4500 ms.
    expect(progress).toBeGreaterThan(0.45)
    expect(progress).toBeLessThan(0.55)
    expect(bar?.querySelector<HTMLElement>('.strata-pbar-fill')?.style.transform).toMatch(/^scaleX/)
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
    expect(t.root.querySelector('.strata-nav-style')?.textContent).toContain(
      '.strata-nav[data-reduced-motion] *{transition:none!important}',
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

  it('destroy removes every element it added', async () => {
    const t = await mountNav(navModule(3, all))
    expect(t.root.querySelectorAll('.strata-nav, .strata-nav-style')).not.toHaveLength(0)
    t.slider.destroy()
    expect(t.root.querySelector('[class*="strata-"]')).toBeNull()
    t.done()
  })
})
