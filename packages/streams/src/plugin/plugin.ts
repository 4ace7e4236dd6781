import type { Plugin } from '@strata/core'
import { streamsPart } from '../normalise'
import { isFetched } from '../sources'
import { prefixErrorSubtitle } from './error-subtitle'

/** Options of {@link streams}; the module data says the rest. */
export interface StreamsOptions {
  /**
   * Say on the error slide of an empty or failed feed which source reports it
   * (`<source type> reports: Please check the settings`, docs/behaviour.md §2). @default true
   */
  namedErrorSource?: boolean
}

/**
 * Fed modules (docs/behaviour.md §3 source.type): reads the feed settings and the outcome of
 * `expandStream` (its problems go to the module's report), and gives the error slide of an
 * empty or failed feed its subtitle `<source type> reports: Please check the settings`
 * (docs/behaviour.md §2). The feed itself is fetched by `expandStream` before the slider starts.
 */
export function streams(options: StreamsOptions = {}): Plugin<'streams', StreamsOptions> {
  return {
    name: 'streams',
    options,
    normalise: streamsPart,
    setup(ctx) {
      const feed = ctx.module.settings.feed
      if (!feed || !isFetched(feed.type) || options.namedErrorSource === false) return undefined
      const type = feed.type
      let restore: (() => void) | undefined
      // Core shows its error slide before `module:ready` when no slide is left to show.
      const off = ctx.on('module:ready', () => {
        if (ctx.state.index < 0) restore = prefixErrorSubtitle(ctx.dom.track, type)
      })
      return {
        destroy() {
          off()
          restore?.()
        },
      }
    },
  }
}
