/**
 * `@strata/core/prepared`: `createSlider` for modules read ahead by `prepareModule`
 * (`@strata/core/ssr`, at build time or on a server). It opens a prepared module without the
 * normaliser, so a page showing prepared modules neither downloads nor runs it; raw data still
 * works, its normaliser loaded on demand (`@strata/core/read`). docs/data-format/prepared.md.
 */

// From the file of `@strata/core`'s `createSlider`, so both entries share one chunk of core's
// build: with the raw `createSlider` in a chunk of its own, a site's bundle of `@strata/core`
// held the same code in another order and gzipped 43 B larger (docs/performance-log.md).
import { createSliderWith, type ModuleReader } from './create-slider'
import { openPrepared } from './prepared/open-prepared'
import type { Slider, SliderOptions } from './types/slider'

export type { PreparedModule } from './prepared/format'
export { PREPARED_FORMAT, PREPARED_VERSION } from './prepared/format'
// For server shells (`@strata/react/prepared`): the model a page opens, without the normaliser.
export { type OpenedModule, openPrepared } from './prepared/open-prepared'

const readPrepared: ModuleReader = async (data, prepare, parts, report) => {
  const opened = openPrepared(data)
  const prepared = opened?.model && opened
  if (opened?.error) report(opened.path, opened.error)
  // A prepared module of another version reads as no data: the error slide shows.
  const input = prepared ? prepared.view : opened ? {} : data
  const raw = await prepare(input, prepared?.model)
  // A hook that rewrote the data (e.g. a feed's slides) leaves raw data to read.
  if (prepared && raw === input) {
    for (const entry of prepared.report) report(entry.path, entry.message)
    return prepared.model
  }
  const { readRaw } = await import('@strata/core/read')
  return readRaw(raw, async (same) => same, parts, report)
}

/**
 * Creates a slider in `root` from a prepared module (`prepareModule`), inline or fetched like
 * any module (`module: '/sliders/hero.prepared.json'`); the same contract as `@strata/core`'s
 * `createSlider`. Raw data (a reference, a REST answer) is read too, its normaliser loaded first.
 *
 * @example
 * ```ts
 * import { createSlider } from '@strata/core/prepared'
 * import { nav } from '@strata/nav/prepared'
 *
 * const slider = createSlider(document.getElementById('hero')!, {
 *   module: '/sliders/hero.prepared.json',
 *   plugins: [nav()],
 * })
 * ```
 */
export function createSlider(root: HTMLElement, options: SliderOptions): Slider {
  return createSliderWith(readPrepared, root, options)
}
