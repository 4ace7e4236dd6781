import type { RawValue } from '@strata/core'
import { firstSlideInData } from '@strata/core/loading'
import { readBackground } from './bg-data'

/**
 * The background image of the slide a module shows first, read from its raw data before it is
 * normalised (the plugin's `prepare`), so that image can be asked for early. Which slide that is
 * is core's rule (`firstSlideInData`): none when the slideshow shuffles or names its first slide.
 */
export function firstBgImage(data: RawValue): string | undefined {
  const slide = firstSlideInData(data)
  return slide && readBackground(slide.layers, '').image?.src
}
