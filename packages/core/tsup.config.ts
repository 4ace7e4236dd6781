import { defineConfig } from 'tsup'

export default defineConfig({
  // `testing` is a separate entry so the contract test helper never reaches a site's bundle.
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['vitest'],
})
