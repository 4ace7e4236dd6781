import { bgTransitions, PRESETS } from '@strata/bg-transitions'
import type { Slider } from '@strata/core'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { bgModule } from './data'
import './globals'

const params = new URLSearchParams(globalThis.location?.search ?? '')
const tr = params.get('tr') ?? 'fade'
const d = Number(params.get('d')) || undefined
// The 6.x compact form on slide 2 and the 7.x form elsewhere: both data forms run.
const module = bgModule('bg-fixture', [
  { title: 'One', anim: { all: [[], { tr, d: 1000 }] } },
  { title: 'Two', anim: { ms: 1000, tr } },
  { title: 'Three', anim: { all: [[], { tr }] } },
])

const plugins = [
  bgTransitions(d ? { transition: tr, duration: d } : { transition: tr }),
  slideTitles(),
]

/** Exposes the slider to the browser tests; only they move it. */
function expose(slider: Slider): undefined {
  window.__slider = slider
  window.__bgPresets = Object.keys(PRESETS)
  slider.pause()
  return undefined
}

/** Three slides running `?tr=<preset>` (every change), optionally `?d=<ms>` long. */
export function BgFixture() {
  return (
    <DemoSlider id="bg-fixture" module={module} plugins={plugins} onSlider={expose}>
      <SliderReadout />
    </DemoSlider>
  )
}
