import type { ReportEntry } from '../types/model'

export interface ReportLog {
  readonly entries: readonly ReportEntry[]
  add(path: string, message: string): void
  /** Logs what arrived since the last flush, once, as one console warning. */
  flush(): readonly ReportEntry[]
}

/** Collects problems in the module data; each batch is logged once, never thrown. */
export function createReportLog(name: () => string): ReportLog {
  const entries: ReportEntry[] = []
  let logged = 0
  return {
    entries,
    add: (path, message) => {
      entries.push({ path, message })
    },
    flush() {
      const batch = entries.slice(logged)
      logged = entries.length
      if (batch.length) {
        const lines = batch.map((e) => `  ${e.path}: ${e.message}`).join('\n')
        console.warn(
          `[strata] module "${name()}": ${batch.length} problem(s) in its data\n${lines}`,
        )
      }
      return batch
    },
  }
}
