import type { RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { streams } from '@strata/streams'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { FEED_MODULES } from './feed-modules'
import { useFeed } from './use-feed'

const plugins = [streams(), layersText()]

/**
 * A blog's "From the journal" section: the newest six posts of a post stream, one card each
 * (picture, category and date, title, a 24-word excerpt, a link to the story).
 */
export function StreamsJournal() {
  const data = useFeed(FEED_MODULES['stream-post'])
  return (
    <section className="streams-journal" aria-labelledby="journal-heading">
      <h2 id="journal-heading">From the journal</h2>
      <p>Stories from the road, fetched from the site's post stream as the page loads.</p>
      {data ? (
        <DemoSlider id="streams-journal" module={data as RawRecord} plugins={plugins}>
          <PrevNext count />
        </DemoSlider>
      ) : (
        <p>Loading the latest posts…</p>
      )}
    </section>
  )
}
