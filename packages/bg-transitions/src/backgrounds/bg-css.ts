import type { BgImage } from './bg-data'
import { OVERLAY_CSS } from './patterns'

/** A CSS url() with quotes and brackets escaped. */
function url(src: string) {
  return `url("${src.replace(/["\\\n]/g, (c) => `\\${c}`)}")`
}

/** The background properties a slide background sets (each '' when not used). */
export const BG_PROPS = [
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
] as const
export type BgDecls = Readonly<Record<(typeof BG_PROPS)[number], string>>

/**
 * The background declarations of a slide background, by property: its overlay pattern on top,
 * then the image (once loaded), then a gradient or a plain colour. No position or size of the
 * element.
 */
export function backgroundDecls(
  colour: string,
  image: BgImage | undefined,
  overlay: number,
): BgDecls {
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
  return {
    'background-color': gradient ? 'transparent' : colour,
    'background-image': images.join(','),
    'background-size': sizes.join(','),
    'background-position': positions.join(','),
    'background-repeat': repeats.join(','),
  }
}

/** The declarations as one CSS text (for an element's whole `cssText`). */
export function declsCss(decls: BgDecls): string {
  return BG_PROPS.filter((k) => decls[k])
    .map((k) => `${k}:${decls[k]}`)
    .join(';')
}

/** The background declarations of a slide background as CSS text (see `backgroundDecls`). */
export function backgroundCss(colour: string, image: BgImage | undefined, overlay: number): string {
  return declsCss(backgroundDecls(colour, image, overlay))
}
