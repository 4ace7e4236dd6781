import type { AnyPlugin } from '@strata/core'

/**
 * Plugin factories by name: what a browser file offers. Names are the package names without the
 * scope (`layers-text`, `bg-transitions`, ...) plus core's optional plugins (`actions`,
 * `deep-link`, `lazy-slides`); each factory makes a fresh plugin with its defaults.
 */
export type PluginRegistry = Readonly<Record<string, () => AnyPlugin>>

/** `layersText`, `layers_text`, `LAYERS-TEXT` -> `layers-text`: the form names are kept in. */
export function pluginKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}

/**
 * Fresh plugins for `names` (any spelling `pluginKey` folds), in the registry's order; without
 * names, every plugin the registry has. A name the registry lacks goes to `unknown`.
 */
export function resolvePlugins(
  registry: PluginRegistry,
  names?: Iterable<string>,
  unknown: (name: string) => void = () => {},
): AnyPlugin[] {
  const wanted = names ? new Set([...names].map(pluginKey).filter(Boolean)) : undefined
  if (wanted) for (const name of wanted) if (!registry[name]) unknown(name)
  return Object.entries(registry)
    .filter(([name]) => !wanted || wanted.has(name))
    .map(([, make]) => make())
}

/**
 * A package's factory by its export name, when the package exports one today (`layersMedia`,
 * `fonts`, ...): packages gaining behaviour join the registry as soon as they export it.
 */
export function factoryOf(
  entry: Readonly<Record<string, unknown>>,
  exportName: string,
): (() => AnyPlugin) | undefined {
  const make = entry[exportName]
  return typeof make === 'function' ? () => (make as () => AnyPlugin)() : undefined
}

/** A registry without the names whose factory is missing. */
export function registryOf(entries: Record<string, (() => AnyPlugin) | undefined>): PluginRegistry {
  return Object.fromEntries(
    Object.entries(entries).filter((e): e is [string, () => AnyPlugin] => !!e[1]),
  )
}
