import type { ImageContent } from '../types'

/**
 * How the image fills its layer box (docs/behaviour.md §3 "image: ... pos, repeat, size,
 * sizeVal"): cover and contain fit it, auto keeps its natural size, percentage scales it to
 * `sizeValue`; `position` places it inside the box. A repeating image is a background of the
 * layer (the `<img>` stays for its text alternative, invisible).
 */
export function imageCss(image: ImageContent, src: string): { box: string; img: string } {
  const fit = image.size === 'cover' || image.size === 'contain' ? image.size : 'none'
  const img =
    image.size === 'percentage'
      ? ['display:block', `width:${image.sizeValue}`, 'height:auto']
      : [
          'display:block',
          'width:100%',
          'height:100%',
          `object-fit:${fit}`,
          `object-position:${image.position}`,
        ]
  if (image.repeat === 'no-repeat') return { box: '', img: img.join(';') }
  const size = image.size === 'percentage' ? image.sizeValue : image.size
  const box = [
    `background-image:url(${JSON.stringify(src)})`,
    `background-repeat:${image.repeat}`,
    `background-size:${size}`,
    `background-position:${image.position}`,
  ]
  return { box: box.join(';'), img: `${img.join(';')};opacity:0` }
}
