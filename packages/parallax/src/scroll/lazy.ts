/**
 * Loads the scroll code (`motion.ts`: ScrollTrigger, about 17 KB min+gzip) on demand, the way
 * nav loads its optional controls: a module without layer scroll modifiers or `sbt` never asks
 * for it (issue #25). Once in, later modules of the page take it at once.
 */
import type { ParallaxHost } from '../plugin/host'
import type { ScrollMotion } from './motion'

export type { ScrollMotion } from './motion'

/** The dynamic import itself; an object so a test can watch who asks for the chunk. */
export const scrollChunk = {
  load: (): Promise<typeof import('./motion')> => import('./motion'),
}

let loaded: ScrollMotion | undefined
let loading: Promise<ScrollMotion> | undefined

/** The scroll code when it is in, else undefined. */
export function scrollMotion(): ScrollMotion | undefined {
  return loaded
}

/**
 * Asks for the scroll code once per page; a failed load may be asked for again. `host`: what the
 * chunk takes from its loader (the first asker's; every module's holds the same).
 */
export function loadScrollMotion(host: ParallaxHost): Promise<ScrollMotion> {
  // GSAP comes beside the chunk, not imported by it (motion.ts `GsapHost`): both go out at once.
  loading ??= Promise.all([scrollChunk.load(), import('gsap')]).then(
    ([chunk, { gsap }]) => {
      // Importing ScrollTrigger registers it when GSAP is global: nothing may run for nobody.
      chunk.settleImport()
      loaded = chunk.scrollMotionWith({ ...host, gsap })
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Resolves once no load of the scroll code is in flight (for tests). */
export async function scrollLoadsSettled(): Promise<void> {
  await loading?.catch(() => undefined)
}
