import { bgTransitions } from '@strata/bg-transitions'
import type { Slider } from '@strata/core'
import { actions } from '@strata/core/page'
import { layersMedia } from '@strata/layers-media'
import { layersText } from '@strata/layers-text'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { showcaseModule, VIMEO_API, YOUTUBE_API } from './data'

const module = showcaseModule()
const plugins = [
  bgTransitions(),
  layersText(),
  layersMedia({
    youtubeApi: YOUTUBE_API,
    vimeoApi: VIMEO_API,
    youtubePoster: () => '/layers-media/poster.svg',
  }),
  // The hero's calls to action are link actions.
  actions(),
]

/** Exposes the slider to the browser tests. */
function expose(slider: Slider): undefined {
  window.__slider = slider
  return undefined
}

/**
 * A video hero (a studio's home page: background video, headline, calls to action), then image,
 * svg, html5 video, YouTube and Vimeo facades (local stand-in players) and audio.
 */
export function MediaShowcase() {
  return (
    <DemoSlider id="media-showcase" module={module} plugins={plugins} onSlider={expose}>
      <PrevNext />
    </DemoSlider>
  )
}
