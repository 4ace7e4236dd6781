import { walkRecords } from '../../../normalise/walk-records'
import { scrollReady } from '../scroll/scroll-anchor'

type BuiltinsModule = typeof import('./builtins')

let loaded: BuiltinsModule | undefined
let loading: Promise<BuiltinsModule> | undefined

/**
 * The built-in action handlers (with links and their scroll), fetched once: as a slider whose
 * data has action records loads, else when the first record is bound (docs/behaviour.md §2).
 */
export function loadBuiltins(): Promise<BuiltinsModule> {
  loading ??= import('./builtins').then(
    (m) => {
      loaded = m
      scrollReady(m.scrollCode)
      return m
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The built-in handlers when they are in, else undefined. */
export const builtinsLoaded = (): BuiltinsModule | undefined => loaded

const filled = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : isObject(v)
const isObject = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && Object.keys(v).length > 0

/** Whether raw module data holds action records anywhere (a slide's, a layer's). */
export function hasActions(data: unknown): boolean {
  let found = false
  walkRecords(data, (record) => {
    found = filled(record.actions)
    return found
  })
  return found
}
