import type { ReportEntry } from '@strata/core'

/** A kind of report entry, as the report panel groups them. */
export interface ReportGroup {
  title: string
  entries: readonly ReportEntry[]
}

/** Layers left out: types no plugin draws, add-ons not supported yet, unknown types. */
const notRendered = (e: ReportEntry) =>
  /\.layers\./.test(e.path) &&
  (e.message.startsWith('not supported yet') || /layer dropped|left out/.test(e.message))

const KINDS: readonly [string, (e: ReportEntry) => boolean][] = [
  ['Layers not rendered', notRendered],
  ['Not supported yet', (e) => e.message.startsWith('not supported yet')],
  ['Module settings', (e) => e.path.startsWith('settings')],
  ['Layers', (e) => /\.layers\./.test(e.path)],
  ['Slides', (e) => e.path.startsWith('slides')],
  ['Loading and network', (e) => /^(load|rest|module|images?|fonts?)\b/.test(e.path)],
]

/**
 * The report by kind, in a fixed order (what could not be shown first); each entry in the first
 * kind it fits, the rest under "Other". Empty kinds are left out.
 */
export function groupReport(report: readonly ReportEntry[]): ReportGroup[] {
  const groups = new Map<string, ReportEntry[]>()
  for (const entry of report) {
    const title = KINDS.find(([, fits]) => fits(entry))?.[0] ?? 'Other'
    groups.set(title, [...(groups.get(title) ?? []), entry])
  }
  return [...KINDS.map(([t]) => t), 'Other'].flatMap((title) => {
    const entries = groups.get(title)
    return entries ? [{ title, entries }] : []
  })
}
