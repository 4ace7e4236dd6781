import type { RawValue } from '../../../types/model'
import { bindAction } from './bind-action'
import { actionKey, readAction } from './read-action'
import type { ActionHandler, ActionHost, ActionRecord } from './types'

const media = 'media layers are not drawn yet'
/**
 * Action names exports carry that Strata knows but does not run (yet), by `actionKey`: reported
 * as not supported rather than unknown. A plugin may still register them.
 */
const UNSUPPORTED: Record<string, string> = {
  callback: 'it runs code from the data',
  customjs: 'it runs code from the data',
  startvideo: media,
  stopvideo: media,
  togglevideo: media,
  playvideo: media,
  pausevideo: media,
  mutevideo: media,
  unmutevideo: media,
  togglemutevideo: media,
  toggleglobalmutevideo: media,
  nextframe: 'frame steps of a layer timeline',
  prevframe: 'frame steps of a layer timeline',
  gotoframe: 'frame steps of a layer timeline',
  startframe: 'frame steps of a layer timeline',
}

export interface ActionEngine {
  /** Adds (or replaces) an action by name; returns a function that removes it. */
  register(name: string, handler: ActionHandler): () => void
  /**
   * Binds action records to `element`'s events; unknown actions and bad fields are reported
   * under `path`. Returns an unbind.
   */
  bind(element: Element, records: RawValue, path: string): () => void
  /** Runs one record now (no debounce, delay or rate limit); false when it is unknown. */
  run(record: ActionRecord, element: Element, event?: Event): boolean
  destroy(): void
}

/** The actions engine: a registry of named actions and their bindings to elements. */
export function createActionEngine(
  host: ActionHost,
  handlers: Record<string, ActionHandler>,
): ActionEngine {
  const registry = new Map(Object.entries(handlers).map(([k, v]) => [actionKey(k), v]))
  const bindings = new Set<() => void>()
  // A name is reported once: slides are bound again each time they are built.
  const told = new Set<string>()
  const known = (record: ActionRecord): ActionHandler | undefined => {
    const key = actionKey(record.a)
    const handler = registry.get(key)
    if (handler || told.has(key)) return handler
    told.add(key)
    const why = Object.hasOwn(UNSUPPORTED, key) ? UNSUPPORTED[key] : undefined
    host.report(
      `${record.path}.a`,
      why
        ? `not supported yet: action "${record.a}" (${why}); ignored`
        : `unknown action "${record.a}"; ignored`,
    )
    return undefined
  }
  const run = (record: ActionRecord, element: Element, event?: Event): boolean => {
    const handler = known(record)
    try {
      handler?.({ record, element, event, host })
    } catch (error) {
      // A plugin's action must not break the page's event dispatch.
      host.report(record.path, `action "${record.a}" failed: ${(error as Error)?.message}`)
    }
    return Boolean(handler)
  }
  return {
    register(name, handler) {
      const key = actionKey(name)
      registry.set(key, handler)
      return () => registry.get(key) === handler && registry.delete(key)
    },
    bind(element, records, path) {
      const list = Array.isArray(records) ? records : [records]
      const offs = list.flatMap((raw, i) => {
        const record = readAction(raw, Array.isArray(records) ? `${path}.${i}` : path, host.report)
        if (!record || !known(record)) return []
        return [
          bindAction(element, record, (event) => run(record, element, event), host.ctx.scheduler),
        ]
      })
      const unbind = () => {
        for (const off of offs.splice(0)) off()
        bindings.delete(unbind)
      }
      bindings.add(unbind)
      return unbind
    },
    run,
    destroy() {
      for (const unbind of [...bindings]) unbind()
      registry.clear()
    },
  }
}
