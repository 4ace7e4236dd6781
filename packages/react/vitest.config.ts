import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const core = (path: string) => fileURLToPath(new URL(`../core/src/${path}`, import.meta.url))

export default defineConfig({
  // Tests run against core's source, so the bindings' tests need no build of core first.
  resolve: {
    alias: [
      {
        find: /^@strata\/core\/(testing|layers|ssr|rest|loading|page)$/,
        replacement: core('$1.ts'),
      },
      { find: /^@strata\/core$/, replacement: core('index.ts') },
    ],
  },
  test: { environment: 'happy-dom', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
})
