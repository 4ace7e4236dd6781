import type { RestOptions } from '@strata/core'
import { actions } from '@strata/core/page'
import { layersText } from '@strata/layers-text'
import { modal, openModal, releaseModals } from '@strata/modal'
import { useEffect, useState } from 'react'
import { heroModule, PROMO_ALIAS, promoModule } from './modules'
import { useModule } from './use-module'

declare global {
  interface Window {
    /** The modal fixture: what `#open-by-alias` last resolved to (true: it showed). */
    __modalOpened?: boolean[]
  }
}

/** Plugins of a pop-up's content: text and button layers, and their actions. */
const content = () => [layersText(), actions()]

/**
 * The query: `trigger` (a settings string: the pop-up sits on the page, watched by it; without
 * it the pop-up is loaded by alias when asked for), `normal=1` (the pop-up's module also sits on
 * the page as a normal element), `alias`, `slide`, `base`, `ajaxUrl`.
 */
function readQuery() {
  const q = new URLSearchParams(window.location.search)
  const rest: RestOptions = {
    base: q.get('base') ?? '/wp-json/',
    ajaxUrl: q.get('ajaxUrl') ?? '/wp-admin/admin-ajax.php',
  }
  return {
    trigger: q.get('trigger') ?? undefined,
    normal: q.get('normal') === '1',
    alias: q.get('alias') ?? PROMO_ALIAS,
    slide: q.get('slide') ?? undefined,
    rest,
  }
}

function InlinePopup({ trigger }: { trigger: string }) {
  const ref = useModule({
    module: promoModule,
    plugins: () => [...content(), modal({ trigger })],
  })
  return <div ref={ref} />
}

function NormalModule({ alias }: { alias: string }) {
  const ref = useModule({
    module: promoModule,
    plugins: () => [...content(), modal({ popup: false })],
    attributes: { 'data-alias': alias },
  })
  return <div ref={ref} id="modal-normal" />
}

/**
 * A long page for the browser tests: a hero whose button layer opens the pop-up (layer action),
 * a button calling openModal(alias), tall content with `#offer` far down (scroll triggers).
 */
export function ModalFixture() {
  const [query] = useState(readQuery)
  const hero = useModule({
    module: () => heroModule(query.alias),
    plugins: () => [...content(), modal({ popup: false, plugins: content })],
    rest: query.rest,
  })
  useEffect(() => () => void releaseModals(document), [])
  const open = async () => {
    const shown = await openModal(query.alias, {
      slide: query.slide,
      rest: query.rest,
      plugins: content,
    })
    window.__modalOpened = [...(window.__modalOpened ?? []), shown]
  }
  return (
    <div id="modal-fixture">
      <div ref={hero} id="modal-hero" />
      <p>
        <button type="button" id="open-by-alias" onClick={() => void open()}>
          Open “{query.alias}” by alias
        </button>
      </p>
      {query.trigger !== undefined ? <InlinePopup trigger={query.trigger} /> : null}
      {query.normal ? <NormalModule alias={query.alias} /> : null}
      <div style={{ height: '2400px' }} aria-hidden="true" />
      <section id="offer" style={{ height: '400px', background: '#eef' }}>
        <h2>Offer section</h2>
      </section>
      <div style={{ height: '1600px' }} aria-hidden="true" />
    </div>
  )
}
