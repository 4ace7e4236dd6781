import type { Level, SliderState } from '@strata/core'
import type { Control, NavEnv } from '../env'

/**
 * Tabs: a `tablist` whose tabs carry `aria-selected`, one per navigable slide, in a row or a
 * column (bullets are controls/list.ts; tabs load on demand with their chunk).
 */
export function createTabList(env: NavEnv): Control {
  const kind = 'tabs'
  const data = env.nav.tabs
  const skin = env.skin(kind)
  const { slides } = env.ctx.module
  const { button, exportClasses, itemName, listBox, el: make } = env.kit
  const { placement, SELECTED_CLASS } = env.kit
  const box = listBox(env, kind, 'tablist', 'Slide tabs')
  box.setAttribute('aria-orientation', data.direction)
  // Tabs slide inside a strip so their box can show `maxVisible` at a time (controls/tabs.ts).
  const strip = make(env.doc, 'div', 'strata-tabs-strip')
  strip.dataset.d = data.direction
  box.append(strip)
  const buttons = env.items.map((index) => {
    const slide = slides[index]
    const name = itemName(index, slide?.title)
    const b = button(env.doc, `strata-tab ${exportClasses('tab')}`, name)
    b.dataset.index = `${index}`
    // A tab's visible text is its name when a template fills it (the template may land later).
    const named = () => {
      if (b.textContent?.trim()) b.removeAttribute('aria-label')
      else b.setAttribute('aria-label', name)
    }
    b.setAttribute('role', 'tab')
    b.style.width = `${data.size.width}px`
    b.style.height = `${data.size.height}px`
    if (slide) skin.fill?.(b, slide, {}, `settings.nav.${kind}.html`, named)
    named()
    b.addEventListener('click', () => env.step('tab', index))
    strip.append(b)
    return b
  })
  box.addEventListener('keydown', (e) => tabKeys(e, buttons, data.direction === 'vertical'))
  return {
    el: box,
    update({ index }: SliderState) {
      // The current slide may have no tab (`hideFromNav`): the first one then keeps the list
      // in the tab order, else Tab could reach none of them.
      const current = env.items.includes(index) ? `${index}` : buttons[0]?.dataset.index
      for (const b of buttons) {
        const on = b.dataset.index === `${index}`
        b.classList.toggle(SELECTED_CLASS, on)
        // Roving tabindex (WAI-ARIA tabs pattern): Tab reaches the selected tab only.
        b.tabIndex = b.dataset.index === current ? 0 : -1
        b.setAttribute('aria-selected', `${on}`)
      }
    },
    layout(level: Level) {
      Object.assign(box.style, placement(data, level, env.gridInset()))
      box.style.display = data.show[level] ? '' : 'none'
    },
  }
}

/**
 * Arrow keys along the tablist (Home / End too) move focus to the next tab and select it
 * (automatic activation); handled here, so the module's own arrow-key navigation stands aside.
 */
function tabKeys(e: KeyboardEvent, buttons: readonly HTMLButtonElement[], vertical: boolean): void {
  const n = buttons.length
  const i = buttons.indexOf(e.target as HTMLButtonElement)
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
  const to =
    e.key === back
      ? i - 1
      : e.key === forward
        ? i + 1
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? n - 1
            : -2
  if (i < 0 || to === -2 || !n) return
  e.preventDefault()
  const tab = buttons[(to + n) % n]
  // No scroll: the tab strip slides with a transform to show the focused tab (controls/tabs.ts).
  tab?.focus({ preventScroll: true })
  tab?.click()
}
