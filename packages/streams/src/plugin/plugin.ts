import type { PartNormaliser, Plugin, RawValue } from '@strata/core'
import { expandStream } from '../expand/expand-stream'
import { streamOutcome } from '../expand/outcome'
import { streamsPart } from '../normalise'
import { isFetched } from '../sources/fetched'
import { streamErrorSubtitle } from './error-subtitle'

/** Options of {@link streams}; the module data says the rest. */
export interface StreamsOptions {
  /**
   * Say on the error slide of an empty or failed feed which source reports it
   * (`<source type> reports: Please check the settings`, docs/behaviour.md §2). @default true
   */
  namedErrorSource?: boolean
  /** `srlang`, the site's multilingual language, sent with the stream data call. @default undefined */
  language?: string
}

/**
 * Fed modules (docs/behaviour.md §3 source.type): as the slider loads (core's `prepare` hook),
 * fetches the feed with the slider's REST settings and builds one slide per item from the
 * template slide(s) (`expandStream`); reads the feed settings and the outcome (its problems go
 * to the module's report); and gives the error slide of an empty or failed feed its subtitle
 * `<source type> reports: Please check the settings` (docs/behaviour.md §2) in the model, so
 * the slide is built with it.
 *
 * @example
 * ```ts
 * createSlider(root, { module: { id: 12 }, rest: { base: '/wp-json/' }, plugins: [streams(), layersText()] })
 * ```
 */
export function streams(options: StreamsOptions = {}): Plugin<'streams', StreamsOptions> {
  const normalise: PartNormaliser = {
    module(raw, model, report) {
      streamsPart.module?.(raw, model, report)
      const type = model.settings.feed?.type ?? ''
      if (isFetched(type) && options.namedErrorSource !== false)
        model.settings.errorSubtitle = streamErrorSubtitle(type)
    },
  }
  return {
    name: 'streams',
    options,
    normalise,
    // Data a host already built with `expandStream` is not fetched again.
    prepare: async (data, { rest, signal }) =>
      streamOutcome(data as RawValue)
        ? data
        : expandStream(data as RawValue, { rest, signal, language: options.language }),
    // The error slide's subtitle comes through the model (settings.errorSubtitle): core builds it.
    setup: () => undefined,
  }
}
