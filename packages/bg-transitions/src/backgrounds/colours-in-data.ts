import type { RawValue } from '@strata/core'
import { entries, isRec } from '@strata/core/kit'
import { readBackground } from './bg-data'

const ignore = (): void => {}

/**
 * Each slide's background colour in a module's raw data (its `slidebg` layer's `bg.color`), read
 * before the data is normalised (the plugin's `prepare`), nothing reported: drawing reports.
 */
export const coloursInData = (data: RawValue): RawValue[] =>
  entries(isRec(data) ? data.slides : undefined, ignore, '').map(
    ([, slide]) => readBackground(isRec(slide) ? slide.layers : undefined, '').colour,
  )
