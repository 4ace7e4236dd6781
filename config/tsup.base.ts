import { defineConfig, type Options } from 'tsup'

/**
 * The tsup config every package extends: ESM only, `.d.ts` beside each entry, ES2022, a clean
 * `dist`, tree-shaken, with source maps (shipped in the tarball, so a site's devtools show the
 * TypeScript). `overrides` replace these keys (e.g. `entry`, `treeshake`, `external`).
 * @default entry ['src/index.ts']
 */
export function strataTsup(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  })
}
