import type { Demo } from '../types'
import { StreamsFixture } from './StreamsFixture'
import { StreamsJournal } from './StreamsJournal'

/** The @strata/streams demos. */
export const streamsDemos: readonly Demo[] = [
  {
    name: 'streams-journal',
    title: 'Streams: a blog section from a post feed',
    description:
      "A 'From the journal' section whose slides are the site's newest posts: the module loads by id and streams() fetches its feed, filling picture, category, title, excerpt and link into one template slide (needs the local REST server).",
    Component: StreamsJournal,
  },
  {
    name: 'streams-fixture',
    title: 'Streams: feed fixture',
    description:
      'A stream module of the local server, given to the slider as it is: ?feed=flickr|post|empty|xss|source|source-missing, ?fault=500; the slider in window.__slider.',
    fixture: true,
    Component: StreamsFixture,
  },
]
