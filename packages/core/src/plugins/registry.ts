import { failed } from '../normalise/safe'
import type { AnyPlugin, PartNormaliser, PluginContext, Reporter } from '../types/plugin'

/** What `setupPlugins` gives back: the public apis by name, and one destroy for all. */
export interface PluginSet {
  /** Every plugin that set up, by name (value: its api, possibly undefined). */
  apis: Map<string, unknown>
  /** Destroys the plugins in reverse setup order; idempotent. */
  destroy(): void
}

/** The first plugin of each name, by name, in order; `onDuplicate` hears about the others. */
export function byName(plugins: readonly AnyPlugin[], onDuplicate?: (p: AnyPlugin) => void) {
  const named = new Map<string, AnyPlugin>()
  for (const p of plugins)
    if (named.has(p.name)) onDuplicate?.(p)
    else named.set(p.name, p)
  return named
}

/** The plugins' normaliser parts, in installation order (duplicates left out). */
export function collectParts(plugins: readonly AnyPlugin[]): PartNormaliser[] {
  return [...byName(plugins).values()].flatMap((p) => p.normalise ?? [])
}

/**
 * Sets plugins up: duplicates and plugins whose `requires` is missing are reported and skipped,
 * required plugins set up before the plugins that need them, and a setup that throws is reported
 * while the others go on. Report paths are `plugins.<name>`.
 */
export function setupPlugins(
  plugins: readonly AnyPlugin[],
  makeContext: (plugin: AnyPlugin) => PluginContext,
  report: Reporter,
  /** Drops what a plugin registered through its context; called when its setup throws. */
  release?: (plugin: AnyPlugin) => void,
): PluginSet {
  const fail = (p: AnyPlugin, message: string) => report(`plugins.${p.name}`, message)
  const ok = byName(plugins, (p) => fail(p, `duplicate plugin "${p.name}": the second is ignored`))
  const apis = new Map<string, unknown>()
  const destroys: (() => void)[] = []
  const seen = new Set<AnyPlugin>()
  // Depth-first, so a required plugin's api exists when its dependant sets up. A plugin counts as
  // seen before its requirements set up, so a cycle cannot loop. A plugin whose requirement is
  // missing, or was itself dropped for that, is dropped from `ok` with a report.
  const setup = (p: AnyPlugin) => {
    if (seen.has(p)) return
    seen.add(p)
    for (const r of p.requires ?? []) {
      const required = ok.get(r)
      if (required) setup(required)
      if (!ok.has(r)) {
        ok.delete(p.name)
        return fail(p, `plugin "${p.name}" requires "${r}", which is not installed`)
      }
    }
    try {
      const instance = p.setup(makeContext(p))
      apis.set(p.name, instance?.api)
      destroys.unshift(() => {
        try {
          instance?.destroy?.()
        } catch (error) {
          fail(p, `destroy ${failed(error)}`)
        }
      })
    } catch (error) {
      fail(p, `setup ${failed(error)}; the plugin is skipped`)
      // A skipped plugin must not stay half set up: its listeners and transitions go too.
      release?.(p)
    }
  }
  ok.forEach(setup)

  return {
    apis,
    destroy() {
      apis.clear()
      for (const destroy of destroys.splice(0)) destroy()
    },
  }
}
