import type { FontStatus, FontWeights } from '../types'

/** Status per weight of one family (docs/behaviour.md §4). */
export interface FamilyStatus {
  normal: FontWeights
  italic: FontWeights
}

/** The statuses of a module's fonts: 0 required, a job id while loading, 2 loaded. */
export function createFontStatus() {
  const families = new Map<string, FamilyStatus>()
  let jobs = 0
  return {
    /** Sets one weight's status; `'job'` gives it a fresh job id. */
    set(name: string, italic: boolean, weight: number, status: FontStatus | 'job'): void {
      const f = families.get(name) ?? { normal: {}, italic: {} }
      families.set(name, f)
      ;(italic ? f.italic : f.normal)[weight] = status === 'job' ? `job-${++jobs}` : status
    },
    /** A copy of a family's statuses, or undefined when the module does not use it. */
    get(name: string): FamilyStatus | undefined {
      const f = families.get(name)
      return f && { normal: { ...f.normal }, italic: { ...f.italic } }
    },
  }
}
