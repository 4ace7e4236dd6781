/**
 * The golden-case page: one module as the only child of <body> (html, body { margin: 0 }), every
 * plugin that renders layers and the actions service (layer clicks run the module's actions, as on
 * a site), the slideshow paused. The e2e spec hands the module data in through
 * `window.__goldenModule` and measures layer boxes against the reference (e2e/golden.spec.ts).
 * With `window.__goldenPrepared` the module is one read ahead (`prepareModule`), opened by
 * `@strata/core/prepared` with `@strata/nav/prepared` (e2e/prepared.spec.ts). With
 * `window.__goldenEvery` it installs every plugin as a site does (`allPlugins`: media, parallax,
 * fonts, streams too), loaded only then: the prepared page must download no normaliser.
 */
import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import { type AnyPlugin, createSlider, type ModuleSource, type Slider } from '@strata/core'
import { actions } from '@strata/core/page'
import { createSlider as createPreparedSlider } from '@strata/core/prepared'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import { nav as preparedNav } from '@strata/nav/prepared'

declare global {
  interface Window {
    /** The module data the spec injects before the page loads. */
    __goldenModule?: ModuleSource
    /** Open `__goldenModule` as a prepared module, with the prepared entries. */
    __goldenPrepared?: boolean
    /** Install every plugin (`allPlugins`), not the golden set. */
    __goldenEvery?: boolean
    /** The golden page's slider. */
    __golden?: Slider
  }
}

const prepared = window.__goldenPrepared === true
/** The golden set: the plugins that draw layers, nav, the carousel and the actions service. */
const golden = (): readonly AnyPlugin[] => [
  layersText(),
  bgTransitions(),
  prepared ? preparedNav() : nav(),
  carousel(),
  actions(),
]
const plugins = async () =>
  window.__goldenEvery === true ? (await import('../plugins/all-plugins')).allPlugins() : golden()

const root = document.getElementById('module')
const module = window.__goldenModule
if (root && module) {
  const create = prepared ? createPreparedSlider : createSlider
  void plugins().then((list) => {
    const slider = create(root, { module, plugins: list })
    window.__golden = slider
    void slider.ready.then(() => slider.pause())
  })
}
