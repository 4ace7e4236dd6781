import type { FontStatus, FontWeights } from '../types'

/** Status per weight of one family (docs/behaviour.md §4). */
export interface FamilyStatus {
  normal: FontWeights
  italic: FontWeights
}

/** One face: a family's weight, upright or italic. */
export interface FaceRef {
  name: string
  italic: boolean
  weight: number
}

/** The statuses of a module's fonts: 0 required, a job id while loading, 2 loaded. */
export function createFontStatus() {
  const families = new Map<string, FamilyStatus>()
  let jobs = 0
  return {
    /** Sets one face's status; `'job'` gives it a fresh job id. */
    set(f: FaceRef, status: FontStatus | 'job'): void {
      const s = families.get(f.name) ?? { normal: {}, italic: {} }
      families.set(f.name, s)
      ;(f.italic ? s.italic : s.normal)[f.weight] = status === 'job' ? `job-${++jobs}` : status
    },
    /** One face's status, or undefined when the module has not met it. */
    of: (f: FaceRef): FontStatus | undefined =>
      families.get(f.name)?.[f.italic ? 'italic' : 'normal'][f.weight],
    /** A copy of a family's statuses, or undefined when the module does not use it. */
    get(name: string): FamilyStatus | undefined {
      const f = families.get(name)
      return f && { normal: { ...f.normal }, italic: { ...f.italic } }
    },
  }
}
