import { isRec, walkRecords } from '@strata/core/kit'
import { hasMarkup } from './sanitize'
import { tlSplits } from './timeline/split'

/** What a module's raw data asks of the on-demand chunks. */
export interface DataNeeds {
  /** Some layer text (`content.text`, `toggle|tog.text`) holds markup: the sanitiser. */
  markup: boolean
  /** Some layer timeline has a words, lines or chars track: SplitText. */
  split: boolean
}

const textOf = (v: unknown): string => (isRec(v) && typeof v.text === 'string' ? v.text : '')

/**
 * Walks the raw module data (slides, global slides, however they are nested or spelled) for
 * layer records, as the normaliser reads them: `content.text`, `toggle.text` / `tog.text` and
 * `tl` scenes. Stops as soon as both are found.
 */
export function dataNeeds(data: unknown): DataNeeds {
  const needs: DataNeeds = { markup: false, split: false }
  walkRecords(data, (v) => {
    if (hasMarkup(textOf(v.content)) || hasMarkup(textOf(v.toggle)) || hasMarkup(textOf(v.tog)))
      needs.markup = true
    if (tlSplits(v.tl)) needs.split = true
    return needs.markup && needs.split
  })
  return needs
}
