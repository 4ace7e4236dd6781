import { strataTsup } from '../../config/tsup.base.ts'

// `skins` is its own entry (`@strata/nav/skins`): the built-in skins and template fillers belong
// to the skins chunk, so `nav()` does not carry them for sliders in the default skin (issue #25).
// `prepared` (`@strata/nav/prepared`) is nav without its part of the normaliser, for
// `@strata/core/prepared`.
// Two builds write into one `dist`, so neither cleans it (the package's build script does).
export default [
  strataTsup({
    entry: { index: 'src/index.ts', skins: 'src/skins/index.ts', prepared: 'src/prepared.ts' },
    external: ['@strata/nav/normalise'],
    clean: false,
  }),
  // Nav's part of the normaliser as `@strata/nav/prepared` loads it for raw data: one file with
  // its own copy of core's readers, so it shares no file (and no chunk, in a site's bundle) with
  // the first download, which imports `@strata/core/kit` too (docs/performance-log.md).
  strataTsup({
    entry: { normalise: 'src/normalise.ts' },
    splitting: false,
    noExternal: ['@strata/core/kit'],
    clean: false,
    // kit.js's bare imports of core's chunks are dropped on purpose (`sideEffects: false`).
    esbuildOptions(options) {
      options.logOverride = { 'ignored-bare-import': 'silent' }
    },
  }),
]
