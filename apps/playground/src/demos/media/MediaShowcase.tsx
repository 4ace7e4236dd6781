import { layersMedia } from '@strata/layers-media'
import { layersText } from '@strata/layers-text'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { showcaseModule, VIMEO_API, YOUTUBE_API } from './data'

const module = showcaseModule()
const plugins = [
  layersText(),
  layersMedia({
    youtubeApi: YOUTUBE_API,
    vimeoApi: VIMEO_API,
    youtubePoster: () => '/layers-media/poster.svg',
  }),
]

/** Image, svg, html5 video, YouTube and Vimeo facades (local stand-in players), audio. */
export function MediaShowcase() {
  return (
    <DemoSlider id="media-showcase" module={module} plugins={plugins}>
      <PrevNext />
    </DemoSlider>
  )
}
