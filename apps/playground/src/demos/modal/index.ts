import type { Demo } from '../types'
import { ModalFixture } from './ModalFixture'
import { ModalShowcase } from './ModalShowcase'

/** The @strata/modal demos. */
export const modalDemos: readonly Demo[] = [
  {
    name: 'modal-promo',
    title: 'Modal: a promotion pop-up',
    description:
      'A shop page whose promotion opens as a pop-up after 3 s or on scrolling to the journal; the hero button opens it by a layer action.',
    Component: ModalShowcase,
  },
  {
    name: 'modal-fixture',
    title: 'Modal: trigger fixture',
    description:
      'A long page: ?trigger=<settings string>, normal=1, alias, slide, base, ajaxUrl; #open-by-alias calls openModal.',
    fixture: true,
    Component: ModalFixture,
  },
]
