import type { AnyPlugin, ModuleSource, RestOptions, Slider } from '@strata/core'
import { createRestClient, lazySlides } from '@strata/core/rest'
import { useEffect, useState } from 'react'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { layerTexts } from './layer-texts'

/** What the fixture tells the browser tests (window.__rest). */
export interface RestFixtureResult {
  /** 'loading', then 'shown' or 'failed'. */
  status: 'loading' | 'shown' | 'failed'
  /** Why it failed (the rejection's message, or the slider's report). */
  error?: string
  slider?: Slider
}

declare global {
  interface Window {
    __rest?: RestFixtureResult
  }
}

/** The module the fixture shows when the page names none (src/data/rest-modules/rest-hero.json). */
const DEFAULT_ALIAS = 'rest-hero'

interface Plan {
  ref: { id: string } | { alias: string }
  options: { rest: RestOptions }
  plugins: AnyPlugin[]
  /** Load the full object through the ajax call first (retries, repair), then show it. */
  ajax: boolean
}

/**
 * The page's query: `alias` or `id`; `base` (REST base) and `ajaxUrl`; `mode=ajax` loads the
 * full object through the ajax call first, else the slider loads it over REST itself; `lazy=1`
 * adds the lazySlides plugin.
 */
function plan(query: URLSearchParams): Plan {
  const id = query.get('id') ?? undefined
  const rest = {
    base: query.get('base') ?? undefined,
    ajaxUrl: query.get('ajaxUrl') ?? undefined,
  }
  const texts = layerTexts()
  const plugins: AnyPlugin[] = [slideTitles(), texts]
  if (query.get('lazy') === '1')
    plugins.push(lazySlides({ onLoaded: (index, slide) => texts.redraw(index, slide) }))
  return {
    // Opened from the gallery with no query: the local server's hero module, not a 404.
    ref: id !== undefined ? { id } : { alias: query.get('alias') ?? DEFAULT_ALIAS },
    options: { rest },
    plugins,
    ajax: query.get('mode') === 'ajax',
  }
}

const show = (result: RestFixtureResult, set: (r: RestFixtureResult) => void) => {
  window.__rest = result
  set(result)
}

/** A module loaded over REST or ajax; its outcome in `window.__rest` and on the page. */
export function RestFixture() {
  const [setup] = useState(() => {
    window.__rest = { status: 'loading' }
    return plan(new URLSearchParams(window.location.search))
  })
  const [source, setSource] = useState<ModuleSource | null>(setup.ajax ? null : setup.ref)
  const [result, setResult] = useState<RestFixtureResult>({ status: 'loading' })

  useEffect(() => {
    if (!setup.ajax) return
    let dead = false
    createRestClient(setup.options.rest)
      .fullSlider(setup.ref)
      .then(
        (data) => dead || setSource(data),
        (error: Error) => dead || show({ status: 'failed', error: error.message }, setResult),
      )
    return () => {
      dead = true
    }
  }, [setup])

  // Only the tests move it; its outcome once the first slide (or nothing) shows.
  const watch = (slider: Slider) => {
    let live = true
    slider.pause()
    void slider.ready.then(() => {
      if (!live) return
      const shown = slider.module !== undefined
      const error = shown ? undefined : slider.report.map((e) => e.message).join('; ')
      show({ status: shown ? 'shown' : 'failed', error, slider }, setResult)
    })
    return () => {
      live = false
    }
  }

  return (
    <>
      {source ? (
        <DemoSlider
          id="services-rest"
          module={source}
          plugins={setup.plugins}
          options={setup.options}
          onSlider={watch}
        />
      ) : (
        <div className="slider-root" id="services-rest" />
      )}
      <p data-testid="rest-status" data-status={result.status}>
        {result.status}
        {result.error ? `: ${result.error}` : ''}
      </p>
    </>
  )
}
