import type { Slider } from '@strata/core'
import { fonts } from '@strata/fonts'
import { layersText } from '@strata/layers-text'
import { useState } from 'react'
import { DemoSlider } from '../../shell/DemoSlider'
import { fontsModule } from './data'
import './fonts-globals'
import { lato, openSans, openSansItalic, roboto, roboto700 } from './served-metrics'

/**
 * `?demo=fonts-fixture` with the local provider's switches: `run=<id>` (request log),
 * `delay=<ms>` (font files), `hold=1` (files wait for the run's release), `fail=1` (stylesheets answer 500), `fallbacks=0` (no metric-matched
 * faces), `widths=0` (fallbacks matched on average), `nonce=<value>` (the shell's style nonce), `bad=1` (the bad-input layers), `two=1` (a
 * second module sharing the families).
 */
/**
 * The metrics and widths of the files the local provider serves, read from those files
 * (packages/fonts/scripts/font-metrics.mjs): Debian's Lato 2.0 draws its lines from its typo
 * metrics, and the Debian cuts differ from the provider's in widths. Metrics must describe the
 * file that is served.
 */
const served = [roboto, roboto700, lato, openSans, openSansItalic]

function params() {
  const q = new URLSearchParams(window.location.search)
  const switches = [
    q.get('run') && `run-${q.get('run')}`,
    q.get('delay') && `delay-${q.get('delay')}`,
    q.get('fail') === '1' && 'fail-1',
    q.get('hold') === '1' && 'hold-1',
  ].filter(Boolean)
  return {
    base: `/fonts-api/${switches.join('/')}`,
    fallbacks: q.get('fallbacks') !== '0',
    bad: q.get('bad') === '1',
    two: q.get('two') === '1',
    // `widths=0`: the metrics without the files' widths, so fallbacks are matched on average.
    widths: q.get('widths') !== '0',
    // `nonce=<value>`: the page's style nonce, when a test serves it under a policy.
    nonce: q.get('nonce') ?? undefined,
  }
}

const expose = (key: 'main' | 'second') => (slider: Slider) => {
  window.__fonts = { ...window.__fonts, [key]: slider }
  if (key === 'main') window.__slider = slider
  slider.pause()
  return undefined
}

export function FontsFixture() {
  const [p] = useState(params)
  const [plugins] = useState(() => [
    layersText(),
    fonts({
      base: p.base,
      fallbacks: p.fallbacks,
      metrics: p.widths ? served : served.map(({ widths: _, ...m }) => m),
    }),
  ])
  const [second] = useState(() => [layersText(), fonts({ base: p.base, metrics: [roboto] })])
  return (
    <>
      <DemoSlider
        id="fonts-fixture"
        module={fontsModule('fonts-fixture', p.bad)}
        plugins={plugins}
        nonce={p.nonce}
        onSlider={expose('main')}
      />
      {p.two ? (
        <DemoSlider
          id="fonts-second"
          module={fontsModule('fonts-second')}
          plugins={second}
          onSlider={expose('second')}
        />
      ) : null}
    </>
  )
}
