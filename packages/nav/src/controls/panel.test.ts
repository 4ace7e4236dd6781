import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from '../test-slider'
import { panelFit } from './panel'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const panel = { width: 300, height: 200 }
const wrapper = { padding: 5, stretch: true }
const size = (width: number, height: number) => ({ width, height })

describe('thumb / tab panel', () => {
  it('thumb default 100x50, panel 300x200: a stretched row is 200 high, a column 300 wide', () => {
    expect(panelFit(size(100, 50), panel, wrapper, false)).toEqual({
      item: size(100, 50),
      across: 200,
    })
    expect(panelFit(size(100, 50), panel, wrapper, true)?.across).toBe(300)
  })

  it('items larger than the panel across shrink to fit it, keeping their aspect', () => {
    // 200 - 2 × 5 padding = 190 room; a 400×380 item halves.
    expect(panelFit(size(400, 380), panel, wrapper, false)?.item).toEqual(size(200, 190))
    // A column: 300 - 10 = 290 wide room for a 580 wide item.
    expect(panelFit(size(580, 100), panel, wrapper, true)?.item).toEqual(size(290, 50))
  })

  it('an unstretched wrapper hugs its items: no panel', () => {
    const hugging = { padding: 5, stretch: false }
    expect(panelFit(size(100, 50), panel, hugging, false)).toBeNull()
  })

  it('a stretched thumbs wrapper is the panel: thumbs shrink to its height, and the cap counts them at that size', async () => {
    const thumbs = { set: true, size: { w: 600, h: 400 }, m: 10, wr: { s: true, p: 0 } }
    const t = await mountNav(navModule(8, { nav: { thumbs, p: { w: 300, h: 100 } } }))
    done = t.done
    const box = t.root.querySelector<HTMLElement>('.strata-thumbs')
    const thumb = t.root.querySelector<HTMLElement>('.strata-thumb')
    expect(box?.style.height).toBe('100px')
    // 600×400 at the smallest scale (480/980) is 294×196: shrunk to the 100 px panel, 150×100.
    expect([thumb?.style.width, thumb?.style.height]).toEqual(['150px', '100px'])
    const api = t.slider.plugin('nav')
    const width = t.slider.state.width
    expect(api?.visibleThumbs()).toBe(Math.max(1, Math.min(8, Math.floor((width + 5) / 155))))
  })

  it('stretched tabs get the panel size across and shrink to fit it', async () => {
    const tabs = { set: true, size: { w: 200, h: 300 }, wr: { s: true, p: 10 } }
    const t = await mountNav(navModule(3, { nav: { tabs } }))
    done = t.done
    const box = t.root.querySelector<HTMLElement>('.strata-tabs')
    const tab = t.root.querySelector<HTMLElement>('.strata-tab')
    expect(box?.style.height).toBe('200px')
    expect([tab?.style.width, tab?.style.height]).toEqual(['120px', '180px'])
  })
})
