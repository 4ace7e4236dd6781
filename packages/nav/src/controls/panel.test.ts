import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from '../test-slider'
import { panelFit } from './panel'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const panel = { w: 300, h: 200 }
const wr = { p: 5, s: true }

describe('thumb / tab panel', () => {
  it('thumb default 100x50, panel 300x200: a stretched row is 200 high, a column 300 wide', () => {
    expect(panelFit({ w: 100, h: 50 }, panel, wr, false)).toEqual({
      item: { w: 100, h: 50 },
      across: 200,
    })
    expect(panelFit({ w: 100, h: 50 }, panel, wr, true)?.across).toBe(300)
  })

  it('items larger than the panel across shrink to fit it, keeping their aspect', () => {
    // 200 - 2 × 5 padding = 190 room; a 400×380 item halves.
    expect(panelFit({ w: 400, h: 380 }, panel, wr, false)?.item).toEqual({ w: 200, h: 190 })
    // A column: 300 - 10 = 290 wide room for a 580 wide item.
    expect(panelFit({ w: 580, h: 100 }, panel, wr, true)?.item).toEqual({ w: 290, h: 50 })
  })

  it('an unstretched wrapper hugs its items: no panel', () => {
    expect(panelFit({ w: 100, h: 50 }, panel, { p: 5, s: false }, false)).toBeNull()
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
