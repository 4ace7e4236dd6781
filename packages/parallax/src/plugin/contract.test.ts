import { describePluginContract } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { parallax } from '../index'
import { motionModule } from './test-module'

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
