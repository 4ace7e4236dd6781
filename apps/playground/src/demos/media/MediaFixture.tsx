import type { Slider } from '@strata/core'
import { layersMedia } from '@strata/layers-media'
import { layersText } from '@strata/layers-text'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { VIMEO_API, YOUTUBE_API } from './data'
import { FIXTURES } from './fixtures'

const params = new URLSearchParams(globalThis.location?.search ?? '')
const name = params.get('m') ?? 'html5'
const module = (FIXTURES[name] ?? FIXTURES.html5)?.() ?? {}
// `?api=fail` / `?api=slow`: the provider scripts answer 503 or late (server/packages/layers-media.mjs).
const api = params.get('api')
const query = api === 'fail' ? '?fail=1' : api === 'slow' ? '?delay=400' : ''
const plugins = [
  layersText(),
  layersMedia({
    youtubeApi: YOUTUBE_API + query,
    vimeoApi: VIMEO_API + query,
    youtubePoster: () => '/layers-media/poster.svg',
  }),
]

/** Exposes the slider to the browser tests. */
function expose(slider: Slider): undefined {
  window.__slider = slider
  return undefined
}

/** The media modules the browser tests drive (`?m=html5|audio|facade|layout|bad`, `?api=fail|slow`). */
export function MediaFixture() {
  return (
    <DemoSlider id="media-fixture" module={module} plugins={plugins} onSlider={expose}>
      <SliderReadout />
    </DemoSlider>
  )
}
