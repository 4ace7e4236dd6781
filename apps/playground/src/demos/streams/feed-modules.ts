import type { RawRecord } from '@strata/core'

/** The stream modules of the local REST server (src/data/rest-modules/stream-*.json), by alias. */
const files = import.meta.glob<RawRecord>('../../data/rest-modules/stream-*.json', {
  eager: true,
  import: 'default',
})

export const FEED_MODULES: Readonly<Record<string, RawRecord>> = Object.fromEntries(
  Object.entries(files).map(([path, data]) => [
    path.replace(/^.*\/(stream-[\w-]+)\.json$/, '$1'),
    data,
  ]),
)

/**
 * The post stream whose template slide takes its content from another module's slide
 * (docs/behaviour.md §3 "Stream item"): module '804' has slide 80401 (a card of picture, title
 * and body); a module the server does not have makes the request fail, so the local template
 * is used (§8).
 */
export const withSourceSlide = (moduleId: string): RawRecord | undefined => {
  const post = FEED_MODULES['stream-post']
  const slides = post?.slides as Record<string, RawRecord> | undefined
  const template = slides?.['80201']
  if (!post || !template) return undefined
  const slide = {
    ...(template.slide as RawRecord),
    sourceSlideId: '80401',
    sourceModuleId: moduleId,
  }
  return { ...post, slides: { 80201: { ...template, slide } } }
}
