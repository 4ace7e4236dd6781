import { describe, expect, it } from 'vitest'
import { IMAGE_DEFAULTS } from '../defaults'
import type { ImageContent } from '../types'
import { imageCss } from './image-css'

const image = (over: Partial<ImageContent>): ImageContent => ({
  src: '/a.png',
  ratio: 0,
  position: IMAGE_DEFAULTS['position|pos'],
  repeat: 'no-repeat',
  size: 'cover',
  sizeValue: '100%',
  ...over,
})
const css = (text: string) => {
  const el = document.createElement('div')
  el.style.cssText = text
  return el.style
}

describe('image size, position and repeat (docs/behaviour.md §3 "image: pos, repeat, size, sizeVal")', () => {
  it('cover and contain fit the <img> in its box, placed by pos; auto keeps its natural size', () => {
    const contain = css(
      imageCss(image({ size: 'contain', position: 'right bottom' }), '/a.png').img,
    )
    expect([contain.objectFit, contain.objectPosition]).toEqual(['contain', 'right bottom'])
    expect(css(imageCss(image({ size: 'auto' }), '/a.png').img).objectFit).toBe('none')
    expect(imageCss(image({}), '/a.png').box).toBe('')
  })

  it('a custom size (percentage, sizeVal) scales the image in its box, placed by pos', () => {
    const out = imageCss(
      image({ size: 'percentage', sizeValue: '50%', position: 'left top' }),
      '/a.png',
    )
    const box = css(out.box)
    expect([box.backgroundSize, box.backgroundPosition, box.backgroundRepeat]).toEqual([
      '50%',
      'left top',
      'no-repeat',
    ])
    // The <img> keeps the box and the alt text, unseen.
    expect(css(out.img).opacity).toBe('0')
  })

  it('repeat tiles the image over the box at its size', () => {
    const out = imageCss(image({ repeat: 'repeat-x', size: 'contain' }), '/a b.png').box
    const box = css(out)
    expect([box.backgroundRepeat, box.backgroundSize]).toEqual(['repeat-x', 'contain'])
    // The address quoted, so a space or a bracket in it cannot end the url().
    expect(out).toContain('background-image:url("/a b.png")')
  })
})
