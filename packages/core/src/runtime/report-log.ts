import type { ReportEntry } from '../types/model'

export interface ReportLog {
  readonly entries: readonly ReportEntry[]
  /** Records a problem; problems reported together are logged once, as one console warning. */
  add(path: string, message: string): void
}

/** Collects problems in the module data; never throws. `onBatch` hears each logged batch. */
export function createReportLog(
  name: () => string,
  onBatch: (batch: readonly ReportEntry[]) => void,
): ReportLog {
  const entries: ReportEntry[] = []
  let logged = 0
  const flush = (): void => {
    const batch = entries.slice(logged)
    logged = entries.length
    const lines = batch.map((e) => `\n  ${e.path}: ${e.message}`).join('')
    console.warn(`[strata] module "${name()}": ${batch.length} problem(s) in its data${lines}`)
    onBatch(batch)
  }
  return {
    entries,
    add(path, message) {
      if (entries.push({ path, message }) === logged + 1) queueMicrotask(flush)
    },
  }
}
