import { contractModule, describePluginContract } from '@strata/core/testing'
import { carousel } from './index'

const module = contractModule()
module.settings = { alias: 'contract', type: 'carousel', carousel: { scale: true, infinity: true } }

// The shared plugin contract, on a carousel module (on other module types the plugin stays idle).
describePluginContract('carousel', () => carousel(), { module })
describePluginContract('carousel', () => carousel(), {
  module: { ...module, settings: { ...module.settings, carousel: { spin: '3d' } } },
})
