import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The vitest config every package extends: happy-dom, co-located `src/**\/*.test.ts(x)` files, the
 * console.error guard, and `@strata/core` (with its subpaths: `kit`, `testing`, ...) read from
 * core's source, so a package's tests need no build of core first. `overrides` are merged in.
 */
export function strataVitest(overrides: ViteUserConfig = {}) {
  return mergeConfig(
    defineConfig({
      resolve: {
        alias: [
          { find: /^@strata\/core\/([\w-]+)$/, replacement: here('../packages/core/src/$1.ts') },
          { find: /^@strata\/core$/, replacement: here('../packages/core/src/index.ts') },
        ],
      },
      test: {
        environment: 'happy-dom',
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        setupFiles: [here('./vitest.setup.ts')],
        // A guard against hangs, not a speed check: the 2 shared cores CI runs on can take several
        // seconds for a test that mounts a slider while other packages' suites run beside it.
        testTimeout: 30_000,
        hookTimeout: 30_000,
      },
    }),
    overrides,
  )
}
