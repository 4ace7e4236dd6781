import { el as make } from '../dom'
import type { NavEnv } from '../env'
import { exportClasses } from '../skins/export-classes'

/**
 * The box bullets and tabs share: classes of the kind, its skin and direction, the gap between
 * items, and the group's role and name (controls/list.ts, controls/tab-list.ts).
 */
export function listBox(
  env: NavEnv,
  kind: 'bullets' | 'tabs',
  role: 'group' | 'tablist',
  label: string,
): HTMLElement {
  const { direction, gap } = env.nav[kind]
  const skin = env.skin(kind)
  const box = make(
    env.doc,
    'div',
    // `nav-dir-<direction>`: exported skins style rows and columns of items apart.
    `strata-${kind} ${skin.className} ${exportClasses(kind)} nav-dir-${direction}`,
  )
  box.dataset.d = direction
  box.style.setProperty('--strata-gap', `${gap}px`)
  box.setAttribute('role', role)
  box.setAttribute('aria-label', label)
  return box
}

/** An item's accessible name: its place, and the slide's title when it has one. */
export function itemName(index: number, title: string | undefined): string {
  return `Slide ${index + 1}${title ? `: ${title}` : ''}`
}
