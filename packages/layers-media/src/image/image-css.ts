import type { ImageContent } from '../types'

/**
 * How the image fills its layer box (docs/behaviour.md §3 "image: ... pos, repeat, size,
 * sizeVal"). cover, contain and auto (natural size) are the `<img>`'s `object-fit`, placed by
 * `position`. A repeating image, or one scaled to `sizeValue` (`size: 'percentage'`, the
 * export's custom size), is the layer's background, where CSS places, scales and tiles it as the
 * data says; its `<img>` stays, invisible, for its text alternative and the box it reserves.
 * `box` is set once the image has loaded (`src`: the queue's address).
 */
export function imageCss(image: ImageContent, src: string): { box: string; img: string } {
  const fit = image.size === 'cover' || image.size === 'contain' ? image.size : 'none'
  const img = [
    'display:block',
    'width:100%',
    'height:100%',
    `object-fit:${fit}`,
    `object-position:${image.position}`,
  ]
  if (image.repeat === 'no-repeat' && image.size !== 'percentage')
    return { box: '', img: img.join(';') }
  const size = image.size === 'percentage' ? image.sizeValue : image.size
  const box = [
    `background-image:url(${JSON.stringify(src)})`,
    `background-repeat:${image.repeat}`,
    `background-size:${size}`,
    `background-position:${image.position}`,
  ]
  return { box: box.join(';'), img: `${img.join(';')};opacity:0` }
}
