import { layersText } from '@strata/layers-text'
import { streams } from '@strata/streams'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'

/** What a site writes: its module by id, its REST base, the plugins. Nothing more. */
const module = { id: '802' }
const options = { rest: { base: '/wp-json/' } }
const plugins = [streams(), layersText()]

const kicker = {
  margin: 0,
  font: '700 13px/1.4 Arial, sans-serif',
  letterSpacing: '2px',
  textTransform: 'uppercase',
  color: '#a0522d',
} as const

/**
 * A blog's "From the journal" section: the newest six posts of the site's post stream, one card
 * each (picture, category and date, title, a 24-word excerpt, a link to the story). The module
 * loads by id over REST and `streams()` fetches its feed as the slider loads.
 */
export function StreamsJournal() {
  return (
    <section
      className="streams-journal"
      aria-labelledby="journal-heading"
      style={{ background: '#fbf8f3', padding: '32px 24px', borderTop: '4px solid #a0522d' }}
    >
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'end',
          gap: 16,
          flexWrap: 'wrap',
          marginBottom: 20,
        }}
      >
        <div>
          <p style={kicker}>Latest stories</p>
          <h2 id="journal-heading" style={{ margin: '4px 0', font: '400 34px/1.2 Georgia, serif' }}>
            From the journal
          </h2>
          <p style={{ margin: 0, color: '#4a4036' }}>
            Notes from the road, the kitchen and the studio — new every week.
          </p>
        </div>
        <a href="#journal-heading" style={{ ...kicker, textDecoration: 'none' }}>
          All stories →
        </a>
      </header>
      <DemoSlider id="streams-journal" module={module} plugins={plugins} options={options}>
        <PrevNext count />
      </DemoSlider>
    </section>
  )
}
