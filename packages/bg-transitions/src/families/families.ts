import type { BgAnimation } from '../types'
import type { Families, FamilyName } from './family-types'

/**
 * The on-demand chunks, by family. An object (not bare `import()` calls) so a test can watch
 * which ones a module loads.
 */
export const FAMILY_CHUNKS: { [N in FamilyName]: () => Promise<Families[N]> } = {
  grid: () => import('./grid'),
  d3: () => import('./d3'),
  motion: () => import('../run/motion-chunk'),
}

/** Every transition family: what a random transition may pick from. */
export const ALL_FAMILIES: readonly FamilyName[] = ['grid', 'd3']

/** The families a resolved animation's plan needs: a grid above one piece, a 3D effect. */
export function familiesFor(anim: BgAnimation): FamilyName[] {
  const out: FamilyName[] = []
  if (anim.in.rows !== 1 || anim.in.columns !== 1) out.push('grid')
  if (anim.d3.effect !== 'none') out.push('d3')
  return out
}

/**
 * One plugin's loaded families: `loaded` holds each chunk once it has arrived; `load` starts
 * (or joins) the loads of those not loaded yet and settles when all have arrived, or rejects
 * with the first that failed (a later `load` tries that one again).
 */
export function createFamilies() {
  const loaded: Partial<Families> = {}
  const pending = new Map<FamilyName, Promise<void>>()
  const one = <N extends FamilyName>(name: N): Promise<void> => {
    let p = pending.get(name)
    if (!p) {
      p = FAMILY_CHUNKS[name]().then((chunk) => {
        loaded[name] = chunk
      })
      // A failed load is not kept: the next change asks again.
      p.catch(() => pending.delete(name))
      pending.set(name, p)
    }
    return p
  }
  return {
    loaded,
    has: (names: readonly FamilyName[]): boolean => names.every((n) => loaded[n] !== undefined),
    load: (names: readonly FamilyName[]): Promise<void> =>
      Promise.all(names.filter((n) => !loaded[n]).map(one)).then(() => undefined),
  }
}

export type FamilyCache = ReturnType<typeof createFamilies>
