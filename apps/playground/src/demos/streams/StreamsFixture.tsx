import type { RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { streams } from '@strata/streams'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { FEED_MODULES } from './feed-modules'
import { useFeed } from './use-feed'

declare global {
  interface Window {
    /** The streams fixture's feed module after `expandStream` (null while it loads). */
    __streamsData?: unknown
  }
}

const query = new URLSearchParams(globalThis.location?.search ?? '')
const feed = FEED_MODULES[`stream-${query.get('feed') ?? 'flickr'}`]
const fault = query.get('fault') ?? undefined
const plugins = [streams(), layersText()]

/** Exposes the slider to the browser tests; only they move it. */
function expose(slider: Slider): undefined {
  window.__slider = slider
  slider.pause()
  return undefined
}

/**
 * A stream module of the local REST server (`?feed=flickr|post|empty|xss`), its feed fetched
 * and built into slides; `?fault=500` makes the server fail the stream call.
 */
export function StreamsFixture() {
  const data = useFeed(feed, fault)
  window.__streamsData = data
  if (!feed) return <p>No such feed module.</p>
  if (!data) return <p>Loading the feed…</p>
  return (
    <DemoSlider id="streams-fixture" module={data as RawRecord} plugins={plugins} onSlider={expose}>
      <SliderReadout />
    </DemoSlider>
  )
}
