import { describePluginContract } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { gsap } from 'gsap'
import { parallax } from '../index'
import { loadScrollMotion } from '../scroll/lazy'
import { host } from './host'
import { PARALLAX_CHUNK } from './runtime-chunk'
import { motionModule } from './test-module'

// The runtime chunk loaded once first: the contract's fake timers do not wait for the runner to
// transform it (a page's first module waits for it in `prepare`). So is the scroll chunk, and
// GSAP beside it (here `window.gsap` is unset: importing ScrollTrigger registers nothing).
await PARALLAX_CHUNK.load()
await loadScrollMotion(host)
// Evaluating GSAP woke its ticker on the real clock. Let any frame already asked for run, then
// put the ticker to sleep while the real clock is still in place: a real frame left pending
// would run inside the contract and ask for its next one on the fake clock.
await new Promise<void>((done) => requestAnimationFrame(() => done()))
gsap.ticker.sleep()
// GSAP's auto-sleep puts an idle ticker to sleep on every 120th frame it draws, and how many it
// draws follows the real clock (the contract fakes timers, not `Date`). When that frame was the
// one `gsap.ticker.wake()` draws as the scroll code takes ScrollTrigger (../scroll/trigger-use.ts
// `startQuietly`), registering woke the ticker again and its frame was taken for ScrollTrigger's
// keep-alive loop, which then ran on: about 1 run in 15 on a loaded machine, "round 1: 1 timer(s)
// or animation frame(s) still pending". Off here, the ticker sleeps only when the code puts it to
// sleep (`quietTicker`), so a frame left running is still found, every run.
gsap.config({ autoSleep: 0 })

const plugins = () => [layersText()]

// The shared plugin contract on each mode: mouse depth, 3D tilt, scroll-based timeline.
describePluginContract('parallax', () => parallax(), {
  module: motionModule({ mod: { use: true } }),
  plugins,
})
describePluginContract('parallax', () => parallax(), {
  module: motionModule({ mod: { use: true, type: '3D', orig: 'page' } }),
  plugins,
})
describePluginContract('parallax', () => parallax(), {
  module: motionModule({ mod: { use: true, type: 'scroll' }, sbt: { use: true } }),
  plugins,
})
