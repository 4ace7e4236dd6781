import { onceChunk } from '../../../load/once-chunk'
import { nearSlides } from '../../../normalise/near-slides'
import { walkRecords } from '../../../normalise/walk-records'
import { loadScroll } from '../scroll/scroll-anchor'

type BuiltinsModule = typeof import('./builtins')

/**
 * The built-in action handlers (with links), fetched once: as a slider whose data has action
 * records loads, else when the first record is bound (docs/behaviour.md §2). The scroll code
 * comes beside them, so a scroll action starts in the same click: asked for at once, not
 * imported by the handlers' chunk, where a site's bundler would make it a file the browser asks
 * for only once that chunk has arrived, before the first paint (issue #25).
 */
const chunk = onceChunk(() => Promise.all([import('./builtins'), loadScroll()]).then(([m]) => m))

/** Loads the built-in handlers (once); a failed load may be tried again. */
export function loadBuiltins(): Promise<BuiltinsModule> {
  return chunk.load()
}

/** The built-in handlers when they are in, else undefined. */
export function builtinsLoaded(): BuiltinsModule | undefined {
  return chunk.get()
}

function filled(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : isObject(v)
}
function isObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && Object.keys(v).length > 0
}

/**
 * Whether raw module data holds action records (a slide's, a layer's) in the slides it builds
 * first (`nearSlides`): a later slide's records load the handlers when they are bound.
 */
export function hasActions(data: unknown): boolean {
  let found = false
  walkRecords(nearSlides(data), (record) => {
    found = filled(record.actions)
    return found
  })
  return found
}
