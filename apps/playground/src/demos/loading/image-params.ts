/** What the loading-images fixture queues, read from the query string. */
export interface ImageParams {
  urls: string[]
  crossOrigin: boolean
}

/**
 * `?images=<url template with {i}>&count=20&cross=1` queues `count` images (i = 0..count-1);
 * `cross=1` starts each with crossOrigin set. Without `images`, a few local colour swatches show.
 */
export function readImageParams(search: string): ImageParams {
  const query = new URLSearchParams(search)
  const template = query.get('images')
  const count = Math.min(200, Math.max(0, Number(query.get('count') ?? 1) || 0))
  const crossOrigin = query.get('cross') === '1'
  if (!template) return { urls: SWATCHES, crossOrigin }
  return {
    urls: Array.from({ length: count }, (_, i) => template.replace('{i}', String(i))),
    crossOrigin,
  }
}

const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"><rect width="48" height="32" fill="${colour}"/></svg>`,
  )}`

/** Data urls are refused by the queue (docs/behaviour.md §5): the gallery view shows those refusals too. */
const SWATCHES = [swatch('#2a9d8f'), 'https://example.invalid/not-an-image.html']
