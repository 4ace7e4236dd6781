import { afterEach, describe, expect, it } from 'vitest'
import { applyCss } from '../apply-css'
import { buildSlideLayers } from '../build-layers'
import { FRAME, testLayers } from '../test-layers'
import {
  adoptDefaults,
  defaultsSheetText,
  ELEMENT_DEFAULTS,
  WRAPPER_DEFAULTS,
} from './defaults-sheet'

afterEach(() => {
  document.body.replaceChildren()
  document.adoptedStyleSheets = []
})

describe('the layers’ defaults sheet (issue #25)', () => {
  it('a layer that keeps every default writes none of them inline; the sheet gives them', () => {
    const target = document.createElement('div')
    document.body.append(target)
    const { layers } = testLayers({ t: { id: 't', type: 'text', content: { text: 'Hi' } } })
    buildSlideLayers(target, layers, () => {}).layout(FRAME)
    const element = target.querySelector<HTMLElement>('[data-layer-id="t"]') as HTMLElement
    const wrapper = element.parentElement as HTMLElement
    for (const [el, defaults] of [
      [element, ELEMENT_DEFAULTS],
      [wrapper, WRAPPER_DEFAULTS],
    ] as const)
      for (const prop of Object.keys(defaults)) {
        expect(el.style.getPropertyValue(prop), prop).toBe('')
        // Read against the same value inline, as the computed style writes it (`0px`).
        const probe = document.createElement(el.tagName)
        probe.style.setProperty(prop, defaults[prop] as string)
        document.body.append(probe)
        const computed = (e: Element) => getComputedStyle(e).getPropertyValue(prop)
        expect(computed(el), prop).toBe(computed(probe))
      }
    // What the layer's data sets is still inline.
    expect(element.style.fontSize).not.toBe('')
    expect(document.adoptedStyleSheets).toHaveLength(1)
  })

  it('a value that goes back to its default leaves the inline style for the sheet', () => {
    const el = document.createElement('div')
    applyCss(el, { 'white-space': 'normal', color: 'red' }, ELEMENT_DEFAULTS)
    expect(el.style.whiteSpace).toBe('normal')
    applyCss(el, { 'white-space': 'nowrap', color: 'red' }, ELEMENT_DEFAULTS)
    expect([el.style.whiteSpace, el.style.color]).toEqual(['', 'red'])
    applyCss(el, { 'white-space': 'pre', color: 'red' }, ELEMENT_DEFAULTS)
    expect(el.style.whiteSpace).toBe('pre')
  })

  it('is adopted once per document, however many slides are built', () => {
    for (let i = 0; i < 3; i++) adoptDefaults(document.createElement('div'))
    expect(document.adoptedStyleSheets).toHaveLength(1)
    expect(document.adoptedStyleSheets[0]?.cssRules).toHaveLength(4)
  })

  it('weighs as three ids, so host rules lose to it as they do to an inline style', () => {
    expect(defaultsSheetText()).toContain('.strata-layer:not(#\\#):not(#\\#):not(#\\#){')
    expect(defaultsSheetText()).not.toMatch(/!important/)
  })
})
