import type { RawRecord } from '@strata/core'
import { createElement } from 'react'
import type { Demo } from '../types'
import { FADES_MODULE } from './fades-fixture'
import { LayersDemo } from './LayersDemo'
import { ALL_LAYERS, layersModule } from './layers-all-data'
import { BAD_LAYERS } from './layers-bad-data'
import { timelineDemos } from './TimelineDemos'

const demo = (
  name: string,
  title: string,
  description: string,
  layers: RawRecord,
  fixture = false,
): Demo => {
  const module = layersModule(name, layers)
  return {
    name,
    title,
    description,
    ...(fixture ? { fixture } : {}),
    data: { module },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per demo when the list loads, never during a render
    Component: () => createElement(LayersDemo, { module }),
  }
}

/** The layers demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const layersDemos: readonly Demo[] = [
  demo(
    'layers-all',
    'Layers: every type and style',
    'Text, button (toggle text), shape (spike, overlay), row with 1/3 + 2/3 columns, group, zone, container and linebreak; fonts, fills, borders and shadows at every device level.',
    ALL_LAYERS,
  ),
  demo(
    'layers-bad',
    'Layers: bad input',
    'An unknown type, a broken tl, nonsense style values, a parent cycle and a script: each reported, the valid layers render.',
    BAD_LAYERS,
    true,
  ),
  {
    name: 'layers-fades-fixture',
    title: 'Layers: fades fixture',
    description: 'Four slides whose layers fade in alike, for the browser tests of issue #25.',
    fixture: true,
    data: { module: FADES_MODULE },
    Component: () => createElement(LayersDemo, { module: FADES_MODULE }),
  },
  ...timelineDemos,
]
