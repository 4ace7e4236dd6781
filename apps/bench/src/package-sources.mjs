import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * An esbuild plugin that bundles `@strata/<name>[/<entry>]` from the package's TypeScript
 * (`packages/<name>/src/<entry or index>.ts`) instead of its built `dist`, so a bundle's path
 * lines name the source files (`trace` with TRACE_SOURCES=1). An entry with no such file
 * resolves as usual.
 * @param {string} packagesDir the repository's `packages` folder
 * @returns {import('esbuild').Plugin}
 */
export const packageSources = (packagesDir) => ({
  name: 'strata-package-sources',
  setup(build) {
    build.onResolve({ filter: /^@strata\// }, (args) => {
      const [, name, entry] = /^@strata\/([^/]+)\/?(.*)$/.exec(args.path) ?? []
      const file = join(packagesDir, name ?? '', 'src', `${entry || 'index'}.ts`)
      return existsSync(file) ? { path: file } : undefined
    })
  },
})
