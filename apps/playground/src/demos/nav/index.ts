import { dataDemo } from '../../shell/data-demo'
import type { Demo } from '../types'
import { navModule } from './data'
import { NavInputFixture, NavProgressFixture } from './fixtures'
import { navDemoPlugins as plugins } from './plugins'
import { SHOWCASE, SKINNED } from './settings'

/** The nav demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const navDemos: readonly Demo[] = [
  dataDemo(
    {
      name: 'nav-all',
      title: 'Nav: arrows, bullets, thumbnails, progress bar',
      description:
        'Every control with the default skin, a pause/play button, keyboard arrows, drag/swipe and the mouse wheel.',
    },
    { module: navModule('nav-all', 8, SHOWCASE), plugins },
  ),
  dataDemo(
    {
      name: 'nav-skins',
      title: 'Nav: skins and templates',
      description:
        'Light tabs with the slide title and description, a custom ##placeholder## bullet skin, arrows naming the slide they lead to, a scrubber styled by its extras and a clockwise ring.',
    },
    { module: navModule('nav-skins', 5, SKINNED), plugins },
  ),
  {
    name: 'nav-input',
    title: 'Nav: input fixture',
    description:
      'Keyboard, drag/swipe and wheel with the slideshow paused; slides in window.__navSlides.',
    fixture: true,
    Component: NavInputFixture,
  },
  {
    name: 'nav-progress',
    title: 'Nav: progress fixture',
    description:
      'A 3 s slideshow with a horizontal progress bar; progress in window.__navProgress.',
    fixture: true,
    Component: NavProgressFixture,
  },
]
