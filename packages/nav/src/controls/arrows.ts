import type { Level, SliderState } from '@strata/core'
import { chunk } from '../chunks'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'
import { placement } from '../layout/place'
import { ARROWS_CLASSES, exportClasses } from '../skins/export-classes'
import type { NavPlacement } from '../types'

/**
 * "Previous slide" and "Next slide" buttons, placed by `left` and `right`. A skin's HTML template is
 * filled with the slide the arrow leads to, plus `##dir##` ("Previous" / "Next"), by the skins chunk
 * (skins/resolve.ts `fillArrow`).
 */
export function createArrows(env: NavEnv): [Control, Control] {
  const { arrows } = env.nav
  const skin = env.skin('arrows')
  const make = (
    side: 'prev' | 'next',
    name: string,
    place: NavPlacement,
    part: 'leftarrow' | 'rightarrow',
  ): Control => {
    const el = button(
      env.doc,
      `strata-arrow strata-arrow-${side} ${skin.className} ${ARROWS_CLASSES} ${exportClasses(part)}`,
      name,
    )
    // Strata's chevron belongs to its own skins; a module's template draws its own arrow.
    if (!skin.own) el.dataset.chevron = ''
    el.addEventListener('click', () => env.step('arrow', side))
    return {
      el,
      layout(level: Level) {
        Object.assign(el.style, placement(place, level, env.gridInset()))
        el.style.display = arrows.show[level] ? '' : 'none'
      },
      // Only a skin with an HTML template fills the arrow, and it came with the skins chunk.
      update(state: SliderState) {
        if (skin.fill) chunk('skins')?.fillArrow(env, skin, el, side, name, state)
      },
    }
  }
  return [
    make('prev', 'Previous slide', arrows.left, 'leftarrow'),
    make('next', 'Next slide', arrows.right, 'rightarrow'),
  ]
}
