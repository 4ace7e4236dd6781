import type { AnyPlugin } from '@strata/core'
import { installFakeBrowser, sampleModule } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'

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

let browser: ReturnType<typeof installFakeBrowser>
beforeEach(() => {
  browser = installFakeBrowser()
  alive = 0
})
afterEach(() => {
  document.body.innerHTML = ''
  browser.restore()
})

const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
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
