import roboto from '@capsizecss/metrics/roboto'
import { createSlider, type RawRecord } from '@strata/core'
import { adoptedRules, createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FontsOptions } from './options'
import { fonts } from './plugin'

// Counts loads of the fallback sizing chunk (capsize, the local fonts' metrics, text widths).
const loads = vi.hoisted(() => ({ fallback: 0 }))
vi.mock('../fallback/module-fallbacks', async (importOriginal) => {
  loads.fallback += 1
  return importOriginal()
})

const data: RawRecord = {
  settings: { alias: 'fonts-chunk' },
  slides: {
    a: {
      id: 'a',
      layers: { t: { type: 'text', content: { text: 'Hi' }, font: { family: 'Roboto' } } },
    },
  },
}

// In order: the chunk is loaded once per page, so the first tests see it not loaded yet.
describe('the fallback sizing loads only when fonts() has metrics (issue #25)', () => {
  let browser: ReturnType<typeof installFakeBrowser>
  let root: HTMLElement
  beforeEach(() => {
    browser = installFakeBrowser()
    Object.defineProperty(document, 'fonts', {
      value: { forEach() {}, load: async () => [], check: () => false },
      configurable: true,
    })
    root = document.createElement('div')
    document.body.append(root)
  })
  afterEach(() => {
    browser.restore()
    Reflect.deleteProperty(document, 'fonts')
    root.remove()
  })
  const show = async (options: FontsOptions) => {
    const slider = createSlider(root, {
      module: data,
      plugins: [fonts({ base: 'http://127.0.0.1:9/f', ...options })],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    return slider
  }

  it('without metrics (or with fallbacks off) the chunk is not loaded and no fallback face is added', async () => {
    for (const options of [{}, { metrics: [] }, { metrics: [roboto], fallbacks: false }]) {
      const slider = await show(options)
      expect(document.head.querySelector('.strata-font')).not.toBe(null)
      expect(document.adoptedStyleSheets).toHaveLength(0)
      slider.destroy()
    }
    expect(loads.fallback).toBe(0)
  })

  it('with metrics the chunk loads before the first paint, and the fallback faces are in from the start', async () => {
    const slider = await show({ metrics: [roboto] })
    expect(loads.fallback).toBe(1)
    // The module's own adopted sheet: Roboto's layer gets a fallback family second in its stack.
    const css = adoptedRules().join('\n')
    expect(css).toContain('[data-layer-id="t"] { font-family: Roboto, strata-fallback-')
    expect(css).toContain('@font-face { font-family: strata-fallback-')
    slider.destroy()
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })
})
