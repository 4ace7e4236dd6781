import type { RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { streams } from '@strata/streams'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { FEED_MODULES, withSourceSlide } from './feed-modules'

const query = new URLSearchParams(globalThis.location?.search ?? '')
const name = query.get('feed') ?? 'flickr'
/** `?feed=source` / `source-missing`: the post stream with a source slide found / not found. */
const feed: RawRecord | undefined =
  name === 'source'
    ? withSourceSlide('804')
    : name === 'source-missing'
      ? withSourceSlide('999')
      : FEED_MODULES[`stream-${name}`]
const fault = query.get('fault')
const plugins = [streams(), layersText()]

/**
 * A fetch that asks the local REST server for a fault on every call (`x-strata-fault`: 500,
 * drop, slow:<ms>...), so a page can show a failing feed without touching the shared server.
 */
const faulty =
  (kind: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), 'x-strata-fault': kind } })

const options = { rest: { base: '/wp-json/' }, ...(fault ? { fetch: faulty(fault) } : {}) }

/** Exposes the slider to the browser tests; only they move it. */
function expose(slider: Slider): undefined {
  window.__slider = slider
  slider.pause()
  return undefined
}

/**
 * A stream module of the local REST server (`?feed=flickr|post|empty|xss|source|source-missing`),
 * given to the slider as it is: `streams()` fetches its feed as the slider loads. `?fault=500`
 * makes the server fail the stream call.
 */
export function StreamsFixture() {
  if (!feed) return <p>No such feed module.</p>
  return (
    <DemoSlider
      id="streams-fixture"
      module={feed}
      plugins={plugins}
      options={options}
      onSlider={expose}
    >
      <SliderReadout />
    </DemoSlider>
  )
}
