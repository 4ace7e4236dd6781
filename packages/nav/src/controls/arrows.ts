import type { Level, SliderState } from '@strata/core'
import { chunk } from '../chunks'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'
import { applyPlacement, placement } from '../layout/place'
import { EXPORT_CLASSES } from '../skins/export-classes'

/**
 * "Previous slide" and "Next slide" buttons, placed by `left` and `right`. A skin's HTML template is
 * filled with the slide the arrow leads to, plus `##dir##` ("Previous" / "Next"), by the skins chunk
 * (skins/resolve.ts `fillArrow`).
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
      // Only a skin with an HTML template fills the arrow, and it came with the skins chunk.
      update(state: SliderState) {
        if (skin.fill) chunk('skins')?.fillArrow(env, skin, el, side, name, state)
      },
    }
  }
  return [make('prev', 'Previous slide'), make('next', 'Next slide')]
}
