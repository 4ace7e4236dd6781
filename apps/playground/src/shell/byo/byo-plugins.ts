import { carouselPart } from '@strata/carousel'
import type { AnyPlugin, PartNormaliser } from '@strata/core'
import { navPart } from '@strata/nav'
import { slideTitles } from '../../plugins/slide-titles'

/**
 * The normaliser parts of the plugin packages the playground depends on, so the normalised
 * model and the report cover `settings.nav`, `settings.progressBar` and `settings.carousel` too.
 * Swap for the packages' plugin factories (`nav()`, `carousel()`) once they ship behaviour.
 */
function packageParts(parts: readonly PartNormaliser[]): AnyPlugin {
  return {
    name: 'playground-package-parts',
    options: {},
    normalise: {
      module(raw, model, report) {
        for (const part of parts) part.module?.(raw, model, report)
      },
    },
    setup: () => undefined,
  }
}

/** What a pasted module runs with: every plugin the playground has that needs no options. */
export const byoPlugins = (): readonly AnyPlugin[] => [
  slideTitles(),
  packageParts([navPart, carouselPart]),
]
