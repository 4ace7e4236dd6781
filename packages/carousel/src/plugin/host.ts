import { createPlayback, easeNamed, isDragStep, linearEasing, startedAt } from '@strata/core/kit'
import { LAYERS_ATTR } from './layers-attr'

/**
 * What the runtime chunk (./setup-carousel.ts) takes from the first download, handed to it by
 * the plugin rather than imported: a module that the entry and the chunk both import ends up in
 * a chunk of its own, a second file every page with a carousel downloads with its own gzip
 * stream (docs/performance.md, issue #25). The chunk's modules import this one only as a type.
 */
export const host = {
  createPlayback,
  easeNamed,
  isDragStep,
  linearEasing,
  startedAt,
  layersAttr: LAYERS_ATTR,
}

/** The helpers the plugin hands to the carousel's runtime chunk. */
export type CarouselHost = typeof host
