// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isImageUrl, normaliseImageUrl } from './image-url'

describe('image url', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp', 'PNG', 'JpEg'])(
    'Image url must end in jpg, jpeg, png, gif, bmp, svg or webp: .%s passes',
    (ext) => {
      expect(isImageUrl(`/media/a.${ext}`)).toBe(true)
    },
  )

  it.each(['tiff', 'avif', 'html', 'php', 'png.exe', ''])('.%s does not pass', (ext) => {
    expect(isImageUrl(`/media/a.${ext}`)).toBe(false)
  })

  const normalised: [string, string, string][] = [
    [
      'a protocol-relative url takes the page protocol',
      '//cdn.test/a.png',
      'http://cdn.test/a.png',
    ],
    ['spaces are encoded', '/media/my photo.jpg', '/media/my%20photo.jpg'],
    ['surrounding whitespace is trimmed', '\n https://cdn.test/a.png \t', 'https://cdn.test/a.png'],
    ['backslashes become slashes', 'media\\gallery\\a.png', 'media/gallery/a.png'],
    [
      'duplicate slashes in the path collapse',
      'https://cdn.test//media///a.png',
      'https://cdn.test/media/a.png',
    ],
    ['query and hash are kept', '/a.png?w=20#x', '/a.png?w=20#x'],
    ['a relative url stays relative', 'img/a.webp', 'img/a.webp'],
  ]
  it.each(normalised)('%s', (_, input, output) => {
    expect(normaliseImageUrl(input, 'http:')).toEqual({ ok: true, url: output })
  })

  it('protocol-relative urls default to https when the page protocol is not http', () => {
    expect(normaliseImageUrl('//cdn.test/a.png', 'file:')).toEqual({
      ok: true,
      url: 'https://cdn.test/a.png',
    })
  })
})
