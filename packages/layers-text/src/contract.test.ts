import { contractModule, describePluginContract } from '@strata/core/testing'
import { beforeAll } from 'vitest'
import { loadToggle } from './content'
import { loadGlobals } from './global-chunk'
import { layersText } from './index'

// The global layers' and toggle text's chunks, loaded before the contract's fake timers: under
// them vitest's module loader waits on a timer of its own (core's contract loads its own chunks
// first for the same reason), and the module below has a global slide with a toggle text (the
// toggle chunk, loaded by `prepare`, left setup uncalled in a loaded CI run).
beforeAll(() => Promise.all([loadGlobals(), loadToggle()]))

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
