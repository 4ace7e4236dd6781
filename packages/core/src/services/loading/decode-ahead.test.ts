import { describe, expect, it, vi } from 'vitest'
import { decodeOutOfView } from './decode-ahead'

/** An image whose decode is a spy, rejecting when `fails`. */
const image = (fails = false) =>
  Object.assign(document.createElement('img'), {
    decode: vi.fn(() => (fails ? Promise.reject(new Error('EncodingError')) : Promise.resolve())),
  })

describe('decodeOutOfView', () => {
  it('decodes an image whose element is on a slide out of view (inert), not one in view', () => {
    const slide = document.createElement('div')
    const layer = slide.appendChild(document.createElement('div'))
    const shown = image()
    decodeOutOfView(shown, layer)
    expect(shown.decode).not.toHaveBeenCalled()
    slide.setAttribute('inert', '')
    const hidden = image()
    decodeOutOfView(hidden, layer)
    expect(hidden.decode).toHaveBeenCalledTimes(1)
  })

  it('throws nothing for a failed decode, and does nothing without an image', async () => {
    const slide = document.createElement('div')
    slide.setAttribute('inert', '')
    const broken = image(true)
    decodeOutOfView(broken, slide)
    decodeOutOfView(undefined, slide)
    await new Promise((done) => setTimeout(done))
    expect(broken.decode).toHaveBeenCalledTimes(1)
  })
})
