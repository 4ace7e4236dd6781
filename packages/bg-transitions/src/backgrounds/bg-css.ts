import type { BgImage } from './bg-data'
import { OVERLAY_CSS } from './patterns'

/** A CSS url() with quotes and brackets escaped. */
const url = (src: string) => `url("${src.replace(/["\\\n]/g, (c) => `\\${c}`)}")`

/**
 * The background declarations of a slide background: its overlay pattern on top, then the
 * image (once loaded), then a gradient or a plain colour. No position or size of the element.
 */
export function backgroundCss(colour: string, image: BgImage | undefined, overlay: number): string {
  const images: string[] = []
  const sizes: string[] = []
  const positions: string[] = []
  const repeats: string[] = []
  const pattern = OVERLAY_CSS[overlay]
  if (pattern) {
    const n = pattern[0].split('gradient(').length - 1
    images.push(pattern[0])
    sizes.push(pattern[1])
    for (let i = 0; i < n; i++) {
      positions.push('0 0')
      repeats.push('repeat')
    }
  }
  if (image) {
    images.push(url(image.src))
    sizes.push(image.size)
    positions.push(image.position)
    repeats.push(image.repeat)
  }
  const gradient = colour.includes('gradient(')
  if (gradient) {
    images.push(colour)
    sizes.push('100% 100%')
    positions.push('0 0')
    repeats.push('no-repeat')
  }
  const parts = [`background-color:${gradient ? 'transparent' : colour}`]
  if (images.length) {
    parts.push(
      `background-image:${images.join(',')}`,
      `background-size:${sizes.join(',')}`,
      `background-position:${positions.join(',')}`,
      `background-repeat:${repeats.join(',')}`,
    )
  }
  return parts.join(';')
}
