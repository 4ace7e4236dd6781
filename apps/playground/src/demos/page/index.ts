import type { Demo } from '../types'
import { ActionsDemo } from './ActionsDemo'
import { DeepLinkFixture } from './DeepLinkFixture'
import { ScrollFixture } from './ScrollFixture'

/** The page demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const pageDemos: readonly Demo[] = [
  {
    name: 'page-actions',
    title: 'Page: layer actions',
    description:
      'Action records on slide buttons: previous, next, jump to a deep-link name, play/pause, toggle class, and a refused javascript: link.',
    Component: ActionsDemo,
  },
  {
    name: 'page-deeplink',
    title: 'Page: deep links',
    description:
      'Open with #slide3 or #pricing; the hash follows the slide shown (useURLDeeplink).',
    fixture: true,
    Component: DeepLinkFixture,
  },
  {
    name: 'page-scroll',
    title: 'Page: scroll to anchor',
    description: 'A tall page: offset, speed and easing; the cap and the below-0 rule.',
    fixture: true,
    Component: ScrollFixture,
  },
]
