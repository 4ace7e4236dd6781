import type { AnyPlugin } from '@strata/core'
import { sampleModule } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'
import { turns, useElementPage } from './test-page'

let alive = 0
const counting = (): AnyPlugin => ({
  name: 'counting',
  options: {},
  setup() {
    alive++
    return { destroy: () => void alive-- }
  },
})
defineSliderElement({ plugins: { counting }, tag: 'strata-late' })

useElementPage(() => {
  alive = 0
})

/** The element's own warnings (core's, e.g. happy-dom's zero width, are not its concern). */
const noModule = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter(([text]) => String(text).includes('no module'))

// docs/embed.md "Life cycle": a script may connect the element, then give it its module.
describe('<strata-slider>: a source given by script just after connecting', () => {
  it('a module property set after append: a slider, and no "no module" warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = document.createElement('strata-late') as StrataSliderElement
    document.body.append(el)
    el.module = sampleModule(2)
    await turns()
    await el.slider?.ready
    expect(el.slider?.module?.slides.length).toBe(2)
    expect(noModule(warn)).toEqual([])
    expect(alive).toBe(1)
  })

  it('an inline JSON child put in after append: the slider is made from it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = document.createElement('strata-late') as StrataSliderElement
    document.body.append(el)
    el.innerHTML = `<script type="application/json">${JSON.stringify(sampleModule(3))}</script>`
    await turns()
    await el.slider?.ready
    expect(el.slider?.module?.slides.length).toBe(3)
    expect(noModule(warn)).toEqual([])
  })

  it('still nothing at the end of the task: one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = document.createElement('strata-late') as StrataSliderElement
    document.body.append(el)
    await turns()
    expect(el.slider).toBeUndefined()
    expect(noModule(warn)).toHaveLength(1)
  })
})
