import type { Level, SliderState } from '@strata/core'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'
import { applyPlacement, placement } from '../layout/place'
import { EXPORT_CLASSES } from '../skins/export-classes'

/**
 * "Previous slide" and "Next slide" buttons, placed by `left` and `right`. A skin's HTML template is
 * filled with the slide the arrow leads to, plus `##dir##` ("Previous" / "Next").
 */
export function createArrows(env: NavEnv): Control[] {
  const { arrows } = env.nav
  const skin = env.skin('arrows')
  const make = (side: 'prev' | 'next', name: string): Control => {
    const el = button(
      env.doc,
      `strata-arrow strata-arrow-${side} ${skin.className} ${EXPORT_CLASSES.arrows} ${EXPORT_CLASSES[side]}`,
      name,
    )
    // Strata's chevron belongs to its own skins; a module's template draws its own arrow.
    if (!skin.own) el.dataset.chevron = ''
    el.addEventListener('click', () => env.step('arrow', side))
    const place = side === 'prev' ? arrows.left : arrows.right
    return {
      el,
      layout(level: Level) {
        applyPlacement(el, placement(place, level, env.gridInset()))
        el.style.display = arrows.show[level] ? '' : 'none'
      },
      update(state: SliderState) {
        if (!skin.fill) return
        // A skin's HTML shows the slide the arrow leads to (its title, thumbnail...).
        const { items } = env
        const at = Math.max(0, items.indexOf(state.index))
        const to = items[(at + (side === 'prev' ? -1 : 1) + items.length) % items.length]
        const slide = to === undefined ? undefined : env.ctx.module.slides[to]
        if (!slide) return
        const dir = { dir: side === 'prev' ? 'Previous' : 'Next' }
        skin.fill(el, slide, state.count, dir, 'settings.nav.arrows.html', () => {
          // The name holds the text the template shows (WCAG 2.5.3 label in name), after its role.
          const shown = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
          el.setAttribute('aria-label', shown ? `${name}: ${shown}` : name)
        })
      },
    }
  }
  return [make('prev', 'Previous slide'), make('next', 'Next slide')]
}
