import { bgTransitions } from '@strata/bg-transitions'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { SliderReadout } from '../SliderReadout'
import { bgModule } from './data'
import landscape from './landscape.svg?no-inline'

const module = bgModule(
  'bg-transitions',
  [
    {
      title: 'Ken Burns, then a cube',
      anim: { all: [[], { tr: 'cube' }] },
      pan: {
        all: [
          { sX: 1, sY: 1 },
          { sX: 1.15, sY: 1.15, x: '-3%', rZ: 2, e: 'none' },
        ],
      },
    },
    {
      title: '10 × 10 slots over an image',
      anim: { all: [[], { tr: 'grid10', d: 900, sd: 40 }] },
      image: { src: landscape, size: 'cover', pos: 'center bottom' },
    },
    { title: 'Random, 300 to 1300 ms', anim: { ms: 1000, rnd: true } },
    { title: 'Fly', anim: { all: [[], { tr: 'fly' }] } },
    { title: 'Curtain (6.x data form)', anim: { ms: 1200, tr: 'curtainmiddle' } },
  ],
  4000,
)
const plugins = [bgTransitions(), slideTitles()]

/** Five slides, each with its own background transition, on a 4 s slideshow. */
export function BgShowcase() {
  return (
    <DemoSlider id="bg-transitions" module={module} plugins={plugins}>
      <PrevNext count pause />
      <SliderReadout />
    </DemoSlider>
  )
}
