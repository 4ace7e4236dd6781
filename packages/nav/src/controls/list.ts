import type { Level, SliderState } from '@strata/core'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'
import { placement } from '../layout/place'
import { exportClasses, SELECTED_CLASS } from '../skins/export-classes'
import { itemName, listBox } from './list-box'

/**
 * Bullets: buttons with `aria-current` on the current slide, one per navigable slide, in a row
 * or a column (tabs, which load on demand, are controls/tab-list.ts).
 */
export function createList(env: NavEnv): Control {
  const kind = 'bullets'
  const data = env.nav.bullets
  const skin = env.skin(kind)
  const { slides } = env.ctx.module
  const box = listBox(env, kind, 'group', 'Slide bullets')
  const buttons = env.items.map((index) => {
    const slide = slides[index]
    const name = itemName(index, slide?.title)
    const b = button(env.doc, `strata-bullet ${exportClasses('bullet')}`, name)
    b.dataset.index = `${index}`
    if (slide) skin.fill?.(b, slide, {}, `settings.nav.${kind}.html`)
    b.addEventListener('click', () => env.step('bullet', index))
    box.append(b)
    return b
  })
  return {
    el: box,
    update({ index }: SliderState) {
      for (const b of buttons) {
        const on = b.dataset.index === `${index}`
        b.classList.toggle(SELECTED_CLASS, on)
        if (on) b.setAttribute('aria-current', 'true')
        else b.removeAttribute('aria-current')
      }
    },
    layout(level: Level) {
      Object.assign(box.style, placement(data, level, env.gridInset()))
      box.style.display = data.show[level] ? '' : 'none'
    },
  }
}
