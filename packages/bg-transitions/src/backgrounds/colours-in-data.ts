import type { RawValue } from '@strata/core'
import { bgColour, slideBgsInData } from './bg-data'

/**
 * Each slide's background colour in a module's raw data (its `slidebg` layer's `bg.color`), read
 * before the data is normalised (the plugin's `prepare`), nothing reported: drawing reports.
 * `slides` is what `slideBgsInData` read, when the caller has it already.
 */
export function coloursInData(
  data: RawValue,
  slides: ReturnType<typeof slideBgsInData> = slideBgsInData(data),
): RawValue[] {
  return slides.map(({ layer }) => bgColour(layer))
}
