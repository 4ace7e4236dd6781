import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeImages, mediaModule, mountMedia, settle } from '../test-media'

afterEach(() => vi.restoreAllMocks())

// docs/data-format/layers-media.md: an image layer's `src` may be a `data:image/` URI.
describe('an image layer with an inline image (data:image/ URI)', () => {
  it('shows it, done, with no report entry and no console error', async () => {
    fakeImages()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const src = 'data:image/png;base64,iVBORw0KGgo='
    const m = await mountMedia(mediaModule({ a: { id: 'a', type: 'image', content: { src } } }))
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('done'))
    expect(m.layer('a')?.querySelector('img')?.getAttribute('src')).toBe(src)
    expect(m.slider.report).toEqual([])
    expect(error).not.toHaveBeenCalled()
    m.done()
  })

  // docs/security.md: `safeUrl(url, 'media')` takes svg+xml, base64 or not; an <img> runs no
  // script of an svg. The layer refused them, reported "image url ..." and stayed empty.
  it.each([
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  ])('an svg one (%s) shows too, with no report entry', async (src) => {
    fakeImages()
    const m = await mountMedia(mediaModule({ a: { id: 'a', type: 'image', content: { src } } }))
    await settle(() => expect(m.layer('a')?.dataset.state).toBe('done'))
    expect(m.layer('a')?.querySelector('img')?.getAttribute('src')).toBe(src)
    expect(m.slider.report).toEqual([])
    m.done()
  })
})
