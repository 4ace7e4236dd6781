import { defineConfig } from 'tsup'

export default defineConfig({
  // Separate entries keep what a plain slider does not need (layer base, SSR css, the contract
  // test helper) out of the main bundle.
  entry: [
    'src/index.ts',
    'src/layers.ts',
    'src/ssr.ts',
    'src/testing.ts',
    'src/rest.ts',
    'src/loading.ts',
    'src/page.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['vitest'],
})
