import { strataTsup } from '../../config/tsup.base.ts'

// Separate entries keep what a plain slider does not need (plugin-author helpers, layer base,
// SSR css, the contract test helper) out of the main bundle.
const entries = [
  'src/index.ts',
  'src/kit.ts',
  'src/layers.ts',
  'src/ssr.ts',
  'src/testing.ts',
  'src/rest.ts',
  'src/loading.ts',
  'src/page.ts',
  'src/prepared.ts',
]

// Two builds write into one `dist`, so neither cleans it (the package's build script does):
// one cleaning while the other writes would lose the other's files.
export default [
  // The gradient reader is loaded by its package name, so it stays a file of its own.
  strataTsup({
    entry: entries,
    external: ['vitest', '@strata/core/gradient', '@strata/core/read'],
    clean: false,
  }),
  // The sanitiser is built on its own, unsplit: the URL check it shares with the kit is copied
  // into it rather than put in a chunk both import. A chunk shared by `@strata/core/kit` (in
  // every first download) and this on-demand entry becomes, in a site bundled by esbuild, a
  // file of its own that the page imports before anything runs: one more request before the
  // first paint (docs/performance-log.md, fourth session).
  // The full gradient reader (`@strata/core/gradient`) likewise, loaded by `@strata/core/loading`,
  // and the raw data reader (`@strata/core/read`), loaded by `@strata/core/prepared`.
  strataTsup({
    entry: ['src/sanitize.ts', 'src/gradient.ts', 'src/read.ts'],
    splitting: false,
    clean: false,
  }),
]
