import { sampleModule } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'
import { turns as pageTurns, useElementPage } from './test-page'

defineSliderElement({ plugins: {}, tag: 'strata-index' })

useElementPage(() => {
  // happy-dom lays nothing out: core's zero-width warning is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const turns = (n = 20) => pageTurns(n)

/** An element showing slide 3 of 4, its `index` reflected by the slider. */
async function browsed(): Promise<StrataSliderElement> {
  const el = document.createElement('strata-index') as StrataSliderElement
  el.module = sampleModule(4)
  document.body.append(el)
  await el.slider?.ready
  el.goTo(3)
  await turns()
  expect(el.getAttribute('index')).toBe('3')
  return el
}

// docs/embed.md: `index` reflects the slide shown; setting it goes there. A slide the visitor
// went to is no request for the next module, nor for the slider made on connecting again.
describe('<strata-slider>: the reflected index is not a request for the next slider', () => {
  it('a new module starts at its first slide, with no report entry', async () => {
    const el = await browsed()
    el.module = sampleModule(2)
    await turns()
    await el.slider?.ready
    await turns()
    expect(el.slider?.module?.slides.length).toBe(2)
    expect(el.slider?.state.index).toBe(0)
    expect(el.slider?.report).toEqual([])
    expect(el.getAttribute('index')).toBe('0')
  })

  it('connected again, the new slider starts at the first slide', async () => {
    const el = await browsed()
    el.remove()
    await turns(2)
    document.body.append(el)
    await el.slider?.ready
    await turns()
    expect(el.slider?.state.index).toBe(0)
    expect(el.getAttribute('index')).toBe('0')
    expect(el.slider?.report).toEqual([])
  })

  it('an index the page set is still where the next slider starts', async () => {
    const el = await browsed()
    el.setAttribute('index', '1')
    await turns()
    expect(el.slider?.state.index).toBe(1)
    el.module = sampleModule(3)
    await turns()
    await el.slider?.ready
    await turns()
    expect(el.slider?.state.index).toBe(1)
  })

  // docs/embed.md "Life cycle": disconnected, the element is put back as it was.
  it('disconnected, the reflected index goes; the one the page wrote comes back', async () => {
    const el = await browsed()
    el.remove()
    await turns(2)
    expect(el.hasAttribute('index')).toBe(false)
    document.body.append(el)
    await el.slider?.ready
    el.setAttribute('index', '1')
    await turns()
    el.goTo(2)
    await turns()
    expect(el.getAttribute('index')).toBe('2')
    el.remove()
    await turns(2)
    expect(el.getAttribute('index')).toBe('1')
  })

  it('an index in the markup is where the first slider starts', async () => {
    const json = JSON.stringify(sampleModule(4))
    document.body.innerHTML = `<strata-index index="2"><script type="application/json">${json}</script></strata-index>`
    const el = document.querySelector('strata-index') as StrataSliderElement
    await el.slider?.ready
    await turns()
    expect(el.slider?.state.index).toBe(2)
  })
})
