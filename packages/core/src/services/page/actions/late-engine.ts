import type { LinkProtocol } from '../links/resolve-link'
import { actionKey, BUILTIN_NAMES } from './builtin-names'
import type { ActionEngine } from './engine'
import { builtinsLoaded, loadBuiltins } from './load-builtins'
import type { ActionHandler, ActionHost } from './types'

type Entry = { name: string; handler: ActionHandler; off?: () => void }

/** Every built-in name, as `actionKey` folds it: known before the chunk is in. */
const builtinKeys = new Set(Object.values(BUILTIN_NAMES).join(' ').split(' '))

/**
 * The actions engine with its built-in handlers as a chunk (`./builtins`, loaded by
 * `load-builtins.ts`): when the chunk is in (the data had action records), every call goes
 * straight to the engine; before, `register` is kept, and `bind` and `run` fetch the chunk and
 * happen once it is in. A failed fetch is reported once, under `plugins.actions`.
 */
export function lateEngine(
  host: ActionHost,
  protocol: LinkProtocol,
  handlers: Record<string, ActionHandler> = {},
): ActionEngine {
  let engine: ActionEngine | undefined
  let live = true
  let told = false
  const early: Entry[] = []
  const start = (m: NonNullable<ReturnType<typeof builtinsLoaded>>): ActionEngine => {
    const made = m.createActionEngine(host, { ...m.builtinActions(protocol), ...handlers })
    for (const entry of early.splice(0)) entry.off = made.register(entry.name, entry.handler)
    engine = made
    return made
  }
  const loaded = builtinsLoaded()
  if (loaded) start(loaded)
  /** The engine once the chunk is in; undefined when destroyed first or the fetch failed. */
  const later = (): Promise<ActionEngine | undefined> =>
    loadBuiltins().then(
      (m) => (live ? (engine ?? start(m)) : undefined),
      (error: unknown) => {
        if (live && !told)
          host.report('plugins.actions', `could not load the built-in actions (${error}); ignored`)
        told = true
        return undefined
      },
    )
  return {
    register(name, handler) {
      if (engine) return engine.register(name, handler)
      const entry: Entry = { name, handler }
      early.push(entry)
      return () => {
        if (entry.off) entry.off()
        else if (early.includes(entry)) early.splice(early.indexOf(entry), 1)
      }
    },
    bind(element, records, path) {
      if (engine) return engine.bind(element, records, path)
      let off: (() => void) | undefined
      let gone = false
      void later().then((e) => {
        if (e && !gone) off = e.bind(element, records, path)
      })
      return () => {
        gone = true
        off?.()
      }
    },
    run(record, element, event) {
      if (engine) return engine.run(record, element, event)
      void later().then((e) => e?.run(record, element, event))
      const key = actionKey(record.a)
      return (
        builtinKeys.has(key) ||
        early.some((entry) => actionKey(entry.name) === key) ||
        Object.keys(handlers).some((name) => actionKey(name) === key)
      )
    },
    destroy() {
      live = false
      engine?.destroy()
    },
  }
}
