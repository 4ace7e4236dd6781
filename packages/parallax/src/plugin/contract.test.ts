import { describePluginContract } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { parallax } from '../index'
import { loadScrollMotion } from '../scroll/lazy'
import { host } from './host'
import { PARALLAX_CHUNK } from './runtime-chunk'
import { motionModule } from './test-module'

// The runtime chunk loaded once first: the contract's fake timers do not wait for the runner to
// transform it (a page's first module waits for it in `prepare`). So is the scroll chunk: it is
// where GSAP is first evaluated now that layers-text loads GSAP only for the layers it moves, and
// GSAP's ticker wakes then, until the chunk's arrival puts it to sleep (`settleImport`).
await PARALLAX_CHUNK.load()
await loadScrollMotion(host)
// Importing ScrollTrigger started its keep-alive frame loop on the real clock, and the import's
// settle stopped it; its last frame is still asked for. Let it run out here. On a page, a module
// that enables ScrollTrigger before it runs ends the loop all the same (`endStrayLoop` in
// ../scroll/trigger-use.ts, until a frame asked for after it); here that frame would be the fake
// clock's, which can come before the real one on a loaded machine.
await new Promise<void>((done) => requestAnimationFrame(() => done()))

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
