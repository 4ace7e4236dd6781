// The entry sources the size scripts bundle for "every plugin": shared by `pnpm size`
// (scripts/size.mjs) and `pnpm size:stubs` (scripts/size-stubs.mjs), so both measure one row.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The packages with a plugin to install (every package but core and the React bindings). */
export const pluginPackages = () =>
  readdirSync(join(root, 'packages')).filter((name) => !['core', 'react'].includes(name))

/** `layers-text` → `layersText`: a package's plugin factory. */
export const camel = (name) => name.replace(/-(.)/g, (_, c) => c.toUpperCase())

/**
 * Issue #25's "every plugin + GSAP" as a site ships it: core, and every plugin installed by its
 * factory (no shell: embed and React wrap these), so exports nothing calls are left out.
 */
export function everyPluginInUse() {
  const names = pluginPackages().filter((name) => name !== 'embed')
  return [
    `import { createSlider } from '@strata/core'`,
    ...names.map((name) => `import { ${camel(name)} } from '@strata/${name}'`),
    `export const mount = (root, module) =>`,
    `  createSlider(root, { module, plugins: [${names.map((n) => `${camel(n)}()`).join(', ')}] })`,
  ].join('\n')
}
