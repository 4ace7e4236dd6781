import type {
  AnyPlugin,
  PartNormaliser,
  PluginContext,
  PluginInstance,
  Reporter,
} from '../types/plugin'

/** What `setupPlugins` gives back: the public apis by name, and one destroy for all. */
export interface PluginSet {
  /** Every plugin that set up, by name (value: its api, possibly undefined). */
  apis: Map<string, unknown>
  /** Destroys the plugins in reverse setup order; idempotent. */
  destroy(): void
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The first plugin of each name, in order; `onDuplicate` hears about the others. */
function unique(plugins: readonly AnyPlugin[], onDuplicate?: (p: AnyPlugin) => void) {
  const names = new Set<string>()
  return plugins.filter((p) => {
    const dup = names.has(p.name)
    if (dup) onDuplicate?.(p)
    names.add(p.name)
    return !dup
  })
}

/** The plugins' normaliser parts, in installation order (duplicates left out). */
export function collectParts(plugins: readonly AnyPlugin[]): PartNormaliser[] {
  return unique(plugins).flatMap((p) => (p.normalise ? [p.normalise] : []))
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
): PluginSet {
  const path = (p: AnyPlugin) => `plugins.${p.name}`
  let ok = unique(plugins, (p) =>
    report(path(p), `duplicate plugin "${p.name}": the second is ignored`),
  )
  // Repeat until stable: dropping a plugin may leave another one without what it requires.
  for (let changed = true; changed; ) {
    changed = false
    ok = ok.filter((p) => {
      const missing = p.requires?.find((r) => !ok.some((q) => q.name === r))
      if (missing === undefined) return true
      report(path(p), `plugin "${p.name}" requires "${missing}", which is not installed`)
      changed = true
      return false
    })
  }

  // Depth-first so that a required plugin's api exists when its dependant sets up.
  const order: AnyPlugin[] = []
  const seen = new Set<AnyPlugin>()
  const visit = (p: AnyPlugin | undefined) => {
    if (!p || seen.has(p)) return
    seen.add(p) // before its requirements: a cycle cannot loop
    for (const r of p.requires ?? []) visit(ok.find((q) => q.name === r))
    order.push(p)
  }
  for (const p of ok) visit(p)

  const apis = new Map<string, unknown>()
  let live: [AnyPlugin, PluginInstance | undefined][] = []
  for (const p of order) {
    try {
      const instance = p.setup(makeContext(p))
      apis.set(p.name, instance?.api)
      live.push([p, instance])
    } catch (error) {
      report(path(p), `setup failed (${message(error)}); the plugin is skipped`)
    }
  }

  return {
    apis,
    destroy() {
      const list = live.reverse()
      live = []
      apis.clear()
      for (const [p, instance] of list) {
        try {
          instance?.destroy?.()
        } catch (error) {
          report(path(p), `destroy failed (${message(error)})`)
        }
      }
    },
  }
}
