import { contractModule, describePluginContract } from '@strata/core/testing'
import { layersText } from './index'

const module = contractModule()
// A global slide too, so its layer box is part of what destroy must remove.
;(module.slides as Record<string, unknown>).g = {
  id: 'g',
  global: true,
  slide: { title: 'Global', order: 0 },
  layers: { 1: { id: 1, type: 'text', content: { text: 'Logo' }, toggle: { text: 'On' } } },
}

describePluginContract('layers-text', () => layersText())
describePluginContract('layers-text', () => layersText(), { module })
