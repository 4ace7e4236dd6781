import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx']
const TEST_FILE = /\.test\.tsx?$/
/**
 * A test file that needs a module registry and a window of its own: it mocks modules or resets
 * them; it runs the plugin contract (which counts every timer, listener and node on the page, so
 * no other file's may be there); it moves the page's URL (happy-dom scrolls to a hash's target
 * later, into whichever file runs next); or it says so with the marker comment (e.g. a chunk "loaded once
 * for the page" whose loads its tests count from none).
 */
const NEEDS_FRESH_MODULES =
  /\bvi\.(mock|doMock|resetModules)\(|PluginContract\(|location\.hash\s*=|history\.(push|replace)State|vitest: fresh modules/

/** The package's test files (relative to its folder) that must run in a registry of their own. */
function filesNeedingFreshModules(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesNeedingFreshModules(path)
    return TEST_FILE.test(entry.name) && NEEDS_FRESH_MODULES.test(readFileSync(path, 'utf8'))
      ? [path]
      : []
  })
}

/**
 * The vitest config every package extends: happy-dom, co-located `src/**\/*.test.ts(x)` files, the
 * console.error guard, and `@strata/core` (with its subpaths: `kit`, `testing`, ...) read from
 * core's source, so a package's tests need no build of core first. `overrides` are merged in.
 *
 * Two projects: most files share one module registry and one happy-dom window per worker
 * (`isolate: false`; measured on core's 86 files: 92 s of CPU isolated, 16 s shared), and the
 * files that need a registry of their own (above) keep vitest's default isolation.
 */
export function strataVitest(overrides: ViteUserConfig = {}) {
  const fresh = filesNeedingFreshModules()
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
        setupFiles: [here('./vitest.setup.ts')],
        // A guard against hangs, not a speed check: the 2 shared cores CI runs on can take several
        // seconds for a test that mounts a slider while other packages' suites run beside it.
        testTimeout: 30_000,
        hookTimeout: 30_000,
        projects: [
          {
            extends: true,
            test: {
              name: 'shared',
              include: TESTS,
              exclude: fresh,
              isolate: false,
              sequence: { groupOrder: 0 },
            },
          },
          ...(fresh.length
            ? [
                {
                  extends: true as const,
                  test: {
                    name: 'fresh',
                    include: fresh,
                    isolate: true,
                    sequence: { groupOrder: 1 },
                  },
                },
              ]
            : []),
        ],
      },
    }),
    overrides,
  )
}
