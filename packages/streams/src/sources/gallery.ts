import type { RawRecord, RawValue } from '@strata/core'
import { isRec } from '../raw-record'
import { first } from './read'
import type { SourceMapping } from './types'

/**
 * An image the module data lists under `source.gallery.images`: its URL alone, or a record
 * (`src` / `url` / `image`, `alt`, `title`, `caption` / `description`, `link`). One slide per image.
 */
export const gallery: SourceMapping = (item) =>
  typeof item === 'string'
    ? { title: '', content: '', image: item, link: '', author_name: '', date: '', alt: '' }
    : {
        title: first(item, 'title'),
        content: first(item, 'caption', 'description'),
        image: first(item, 'src', 'url', 'image'),
        link: first(item, 'link'),
        author_name: '',
        date: first(item, 'date'),
        alt: first(item, 'alt'),
      }

/** Where a gallery's images are listed in the module data. */
export const GALLERY_PATH = 'settings.source.gallery.images'

/**
 * The images a `gallery` module lists (`source.gallery.images`); entries that are neither a URL
 * nor a record are reported and left out. None listed: the module's own slides show as they are.
 */
export function galleryImages(
  module: RawRecord,
  report: (path: string, message: string) => void,
): RawValue[] {
  const source = isRec(module.settings) ? module.settings.source : undefined
  const own = isRec(source) ? source.gallery : undefined
  const images = isRec(own) ? own.images : undefined
  if (!Array.isArray(images)) return []
  return images.filter((image, index) => {
    const ok = (typeof image === 'string' && image !== '') || isRec(image)
    if (!ok) report(`${GALLERY_PATH}.${index}`, 'not an image URL or record; left out')
    return ok
  })
}
