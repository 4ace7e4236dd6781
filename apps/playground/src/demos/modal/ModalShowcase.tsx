import { actions } from '@strata/core/page'
import { layersText } from '@strata/layers-text'
import { modal, modalTrigger, releaseModals } from '@strata/modal'
import { useEffect } from 'react'
import { heroModule, PROMO_ALIAS } from './modules'
import { useModule } from './use-module'

const content = () => [layersText(), actions()]

const ARTICLES = [
  [
    'Packing light for three days',
    'What fits in a 30 litre pack when the forecast keeps changing.',
  ],
  ['Choosing a tent for two', 'Weight, floor space and how fast it goes up in the rain.'],
  ['Trails near the city', 'Five routes you can reach by train and walk in a day.'],
] as const

/** The promotion's trigger: after 12 s, or when the journal's top reaches half the window. */
const TRIGGER = 't:12000;s:#journal'

/**
 * A shop's home page: the hero (its button opens the promotion by the "open modal" layer
 * action), a journal, and the promotion, loaded from the site by alias and shown as a pop-up
 * when its trigger fires (the page holds one module until then).
 */
export function ModalShowcase() {
  const hero = useModule({
    module: heroModule,
    plugins: () => [...content(), modal({ popup: false, plugins: content })],
  })
  useEffect(() => {
    const stop = modalTrigger(PROMO_ALIAS, TRIGGER, { plugins: content })
    return () => {
      stop()
      void releaseModals(document)
    }
  }, [])
  return (
    <div id="modal-showcase">
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '0.5rem 0' }}>
        <strong>Northwind Outfitters</strong>
        <nav aria-label="Shop">
          <a href="#journal">Journal</a> · <a href="#stores">Stores</a>
        </nav>
      </header>
      <div ref={hero} />
      <section id="journal" style={{ marginTop: '60vh' }}>
        <h2>From the journal</h2>
        {ARTICLES.map(([title, text]) => (
          <article key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </article>
        ))}
      </section>
      <section id="stores" style={{ minHeight: '80vh' }}>
        <h2>Stores</h2>
        <p>Open every day from 9 to 19.</p>
      </section>
    </div>
  )
}
