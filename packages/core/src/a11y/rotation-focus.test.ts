import { describe, expect, it, vi } from 'vitest'
import { openHiding, useSizedRoot } from '../test-support/sized-root'
import type { Plugin } from '../types/plugin'

const sized = useSizedRoot(1300)
const control = () => sized.root.querySelector<HTMLElement>('.strata-rotation')
const shown = (el: HTMLElement | null | undefined) =>
  !!el?.isConnected && el.style.display !== 'none'

/**
 * A probe that offers a rotation control as nav does (WCAG 2.4.3): drawn again, a new button, at
 * each state change that changes the slides to go to, and none while one slide is left.
 */
function redrawingProbe(): Plugin<'probe', null> {
  return {
    name: 'probe',
    options: null,
    setup(ctx) {
      let ways = ''
      let drawn: HTMLElement | undefined
      const draw = () => {
        const now = ctx.navigable().join()
        if (now === ways) return
        ways = now
        drawn?.remove()
        drawn = undefined
        if (ctx.navigable().length < 2) return
        drawn = document.createElement('button')
        drawn.className = 'probe-play'
        ctx.slideshow.control(drawn)
        ctx.dom.stage.append(drawn)
      }
      draw()
      const off = ctx.on('state:change', draw)
      return {
        destroy() {
          off()
          drawn?.remove()
        },
      }
    },
  }
}

// docs/accessibility.md "Rotation": a rotation control that hides or is drawn again does not drop
// focus to the page's body.
describe('focus on the rotation control across a narrowing', () => {
  it("core's control hidden by a narrowing to one slide hands focus to the module's region", async () => {
    const { slider, resize, settle } = await openHiding(sized, ['2', '3'])
    await vi.waitFor(() => expect(shown(control())).toBe(true))
    control()?.focus()
    resize(400)
    await settle()
    expect(shown(control())).toBe(false)
    expect(document.activeElement).toBe(sized.root)
    // Focusable only while it holds focus: no Tab stop is left behind.
    expect(sized.root.getAttribute('tabindex')).toBe('-1')
    sized.root.blur()
    expect(sized.root.hasAttribute('tabindex')).toBe(false)
    slider.destroy()
  })

  it("core's control without focus hides and leaves focus where it is", async () => {
    const outside = document.body.appendChild(document.createElement('button'))
    const { slider, resize, settle } = await openHiding(sized, ['2', '3'])
    await vi.waitFor(() => expect(shown(control())).toBe(true))
    outside.focus()
    resize(400)
    await settle()
    expect(document.activeElement).toBe(outside)
    expect(sized.root.hasAttribute('tabindex')).toBe(false)
    outside.remove()
    slider.destroy()
  })

  it('an offered control taken away by a narrowing to one slide hands focus to the region', async () => {
    const { slider, resize, settle } = await openHiding(sized, ['2', '3'], {
      plugins: [redrawingProbe()],
    })
    const stage = () => sized.root.querySelector('.strata-stage')
    await vi.waitFor(() => expect(stage()?.firstElementChild?.className).toBe('probe-play'))
    sized.root.querySelector<HTMLElement>('.probe-play')?.focus()
    resize(400)
    await settle()
    expect(sized.root.querySelector('.probe-play')).toBeNull()
    expect(document.activeElement).toBe(sized.root)
    slider.destroy()
  })

  it('an offered control drawn again at a narrowing hands focus to the new one, first in the stage', async () => {
    const { slider, resize, settle } = await openHiding(sized, ['3'], {
      plugins: [redrawingProbe()],
    })
    const stage = () => sized.root.querySelector('.strata-stage')
    await vi.waitFor(() => expect(stage()?.firstElementChild?.className).toBe('probe-play'))
    const old = sized.root.querySelector<HTMLElement>('.probe-play')
    old?.focus()
    resize(400)
    await settle()
    const again = sized.root.querySelector<HTMLElement>('.probe-play')
    expect(again).not.toBe(old)
    expect(stage()?.firstElementChild).toBe(again)
    expect(document.activeElement).toBe(again)
    expect(sized.root.hasAttribute('tabindex')).toBe(false)
    slider.destroy()
  })
})
