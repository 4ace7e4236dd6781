import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  // esbuild keeps the entry's 'use client' directive on the first line; rollup's tree-shaking
  // pass would drop it (React Server Components need it), so that pass stays off.
  treeshake: false,
})
