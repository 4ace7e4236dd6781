import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..')

interface ExportEntry {
  types?: string
  import?: string
}

/** One public entry: `@strata/<pkg>` or a subpath, with its built files (absolute paths). */
export interface Entry {
  /** The import specifier a user writes, e.g. `@strata/core/kit`. */
  specifier: string
  /** The package's folder. */
  dir: string
  js: string
  dts: string
}

/** Every `exports` entry (but `./package.json`) of every packages/* package, sorted. */
export function publicEntries(): Entry[] {
  const packages = join(ROOT, 'packages')
  return readdirSync(packages)
    .filter((name) => existsSync(join(packages, name, 'package.json')))
    .flatMap((name) => {
      const dir = join(packages, name)
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string
        exports: Record<string, ExportEntry | string>
      }
      return Object.entries(pkg.exports)
        .filter((e): e is [string, ExportEntry] => typeof e[1] === 'object')
        .map(([sub, target]) => ({
          specifier: sub === '.' ? pkg.name : `${pkg.name}/${sub.slice(2)}`,
          dir,
          js: join(dir, target.import ?? ''),
          dts: join(dir, target.types ?? ''),
        }))
    })
    .sort((a, b) => a.specifier.localeCompare(b.specifier))
}
