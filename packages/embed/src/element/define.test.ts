import type { AnyPlugin } from '@strata/core'
import { sampleModule } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'
import { turns, useElementPage } from './test-page'

// A plugin that counts what is alive, to show the element leaves nothing behind.
let alive = 0
const counting = (): AnyPlugin => ({
  name: 'counting',
  options: {},
  setup() {
    alive++
    return { destroy: () => void alive-- }
  },
})
defineSliderElement({ plugins: { counting } })

useElementPage(() => {
  alive = 0
})

const make = (): StrataSliderElement => {
  const el = document.createElement('strata-slider')
  el.module = sampleModule(3)
  return el
}

describe('<strata-slider>: made on connect, destroyed on disconnect', () => {
  it('connecting makes the slider with the element as its root', async () => {
    const el = make()
    document.body.append(el)
    await el.slider?.ready
    expect(el.classList.contains('strata-module')).toBe(true)
    expect(el.querySelectorAll('.strata-slide').length).toBeGreaterThan(0)
    expect(alive).toBe(1)
  })

  it('disconnecting destroys it: its plugins are gone and the element is as it was', async () => {
    const el = make()
    document.body.append(el)
    await el.slider?.ready
    el.remove()
    await turns()
    expect(el.slider).toBeUndefined()
    expect(alive).toBe(0)
    expect(el.children.length).toBe(0)
    expect(el.getAttribute('class')).toBeNull()
  })

  it('a move (disconnect and connect in one task) keeps the same slider', async () => {
    const el = make()
    document.body.append(el)
    const first = el.slider
    document.body.prepend(el)
    await turns()
    expect(el.slider).toBe(first)
    expect(alive).toBe(1)
  })

  it('reconnecting makes a new one; setting the module property makes it again, one at a time', async () => {
    const el = make()
    document.body.append(el)
    el.remove()
    await turns()
    document.body.append(el)
    await el.slider?.ready
    const second = el.slider
    expect(second).toBeDefined()
    el.module = sampleModule(2)
    await turns()
    expect(el.slider).not.toBe(second)
    expect(el.slider?.module?.slides.length).toBe(2)
    expect(alive).toBe(1)
    expect(el.querySelectorAll(':scope > .strata-stage').length).toBe(1)
  })

  it('index reflects the current slide after a change', async () => {
    const el = make()
    document.body.append(el)
    await el.slider?.ready
    el.goTo(2)
    await turns(20)
    expect(el.getAttribute('index')).toBe('2')
  })

  it('defining it again returns the first definition', () => {
    expect(defineSliderElement({ plugins: {} })).toBe(customElements.get('strata-slider'))
  })
})

describe('<strata-slider>: its module property', () => {
  it('set by a page script before the file defined the element, it is still the module', async () => {
    // A module script (the file) runs after the page's inline scripts: the property is set on
    // the element before it upgrades.
    const el = document.createElement('strata-early') as StrataSliderElement
    document.body.append(el)
    el.module = sampleModule(2)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    defineSliderElement({ plugins: { counting }, tag: 'strata-early' })
    await el.slider?.ready
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('no module'))
    expect(el.slider?.module?.slides.length).toBe(2)
    expect(el.module).toEqual(sampleModule(2))
    expect(alive).toBe(1)
    warn.mockRestore()
  })

  it('a module by id from the property loads from the rest-base and ajax-url attributes', async () => {
    const urls: string[] = []
    const fetch = vi.fn(async (url: string) => {
      urls.push(String(url))
      return new Response('{}', { status: 404 })
    })
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const rest = document.createElement('strata-slider')
    rest.setAttribute('rest-base', 'https://shop.test/api/')
    rest.module = { id: '7' }
    const ajax = document.createElement('strata-slider')
    ajax.setAttribute('ajax-url', 'https://shop.test/ajax.php')
    ajax.module = { alias: 'hero' }
    document.body.append(rest, ajax)
    await Promise.all([rest.slider?.ready, ajax.slider?.ready])
    expect(urls.some((url) => url.startsWith('https://shop.test/api/'))).toBe(true)
    expect(urls.some((url) => url.startsWith('https://shop.test/ajax.php'))).toBe(true)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
})
