import { contractModule, describePluginContract } from '@strata/core/testing'
import { carousel } from './index'
import { CAROUSEL_CHUNK } from './plugin/runtime-chunk'

// The runtime chunk loaded once first: the contract's fake timers do not wait for the test runner
// to transform it (a page's first carousel waits for it in `prepare`).
await CAROUSEL_CHUNK.load()

const module = contractModule()
module.settings = { alias: 'contract', type: 'carousel', carousel: { scale: true, infinity: true } }

// The shared plugin contract, on a carousel module (on other module types the plugin stays idle).
describePluginContract('carousel', () => carousel(), { module })
describePluginContract('carousel', () => carousel(), {
  module: { ...module, settings: { ...module.settings, carousel: { spin: '3d' } } },
})
