import type { Demo } from '../types'
import { RestFixture } from './RestFixture'

/** The services demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const servicesDemos: readonly Demo[] = [
  {
    name: 'services-rest',
    title: 'Services: a module loaded over REST',
    description:
      'Builds a slider from the query: alias or id, base, ajaxUrl, mode=ajax, lazy=1 (needs the local REST server).',
    fixture: true,
    Component: RestFixture,
  },
]
