import { sampleModule } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'
import { turns, useElementPage } from './test-page'

defineSliderElement({ plugins: {}, tag: 'strata-unknown' })

let warn: ReturnType<typeof vi.spyOn>
useElementPage(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const unknown = () =>
  warn.mock.calls
    .map(([text]: unknown[]) => String(text))
    .filter((t: string) => t.includes('no plugin'))

// docs/embed.md "Attributes": a plugin name the file lacks is a console warning, once.
describe('<strata-slider>: an unknown name in plugins', () => {
  it('is said once per element, however often the slider is made again', async () => {
    const el = document.createElement('strata-unknown') as StrataSliderElement
    el.id = 'hero'
    el.setAttribute('plugins', 'sparkles')
    el.module = sampleModule(2)
    document.body.append(el)
    await turns()
    el.module = sampleModule(3)
    await turns()
    el.remove()
    await turns()
    document.body.append(el)
    await turns()
    el.setAttribute('plugins', 'sparkles glitter')
    await turns()
    expect(unknown()).toEqual([
      '[strata] <strata-unknown id="hero">: no plugin "sparkles" in this build; ignored',
      '[strata] <strata-unknown id="hero">: no plugin "glitter" in this build; ignored',
    ])
  })
})
