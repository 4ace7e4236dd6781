import { type AnyPlugin, createSlider, type ModuleSource, type Slider } from '@strata/core'
import { createRestClient, lazySlides } from '@strata/core/rest'
import { useEffect, useRef, useState } from 'react'
import { slideTitles } from '../../plugins/slide-titles'
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

/**
 * Builds a slider from the page's query: `alias` or `id`; `base` (REST base) and `ajaxUrl`;
 * `mode=ajax` loads the full object through the ajax call first (retries, repair), else the
 * slider loads it over REST itself; `lazy=1` adds the lazySlides plugin.
 */
function build(root: HTMLElement, query: URLSearchParams, show: (r: RestFixtureResult) => void) {
  const alias = query.get('alias') ?? undefined
  const id = query.get('id') ?? undefined
  const rest = {
    base: query.get('base') ?? undefined,
    ajaxUrl: query.get('ajaxUrl') ?? undefined,
  }
  const texts = layerTexts()
  const plugins: AnyPlugin[] = [slideTitles(), texts]
  if (query.get('lazy') === '1')
    plugins.push(lazySlides({ onLoaded: (index, slide) => texts.redraw(index, slide) }))
  let slider: Slider | undefined
  let dead = false
  const start = (module: ModuleSource) => {
    slider = createSlider(root, { module, rest, plugins })
    slider.pause()
    const made = slider
    void made.ready.then(() => {
      const shown = made.module !== undefined
      show({
        status: shown ? 'shown' : 'failed',
        error: shown ? undefined : made.report.map((e) => e.message).join('; '),
        slider: made,
      })
    })
  }
  const ref = id !== undefined ? { id } : { alias: alias ?? '' }
  if (query.get('mode') === 'ajax')
    createRestClient(rest)
      .fullSlider(ref)
      .then(
        (data) => dead || start(data),
        (error: Error) => dead || show({ status: 'failed', error: error.message }),
      )
  else start(ref)
  return () => {
    dead = true
    slider?.destroy()
  }
}

export function RestFixture() {
  const ref = useRef<HTMLDivElement>(null)
  const [result, setResult] = useState<RestFixtureResult>({ status: 'loading' })
  useEffect(() => {
    const root = ref.current
    if (!root) return
    window.__rest = { status: 'loading' }
    return build(root, new URLSearchParams(window.location.search), (r) => {
      window.__rest = r
      setResult(r)
    })
  }, [])
  return (
    <>
      <div ref={ref} className="slider-root" id="services-rest" />
      <p data-testid="rest-status" data-status={result.status}>
        {result.status}
        {result.error ? `: ${result.error}` : ''}
      </p>
    </>
  )
}
