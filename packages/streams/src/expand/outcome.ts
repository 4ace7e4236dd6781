import type { RawValue, ReportEntry } from '@strata/core'
import type { FeedStatus } from '../types'

/** What `expandStream` found, kept for the module data it returned. */
export interface StreamOutcome {
  status: FeedStatus
  /** Problems found in the feed and the templates, with their paths. */
  report: readonly ReportEntry[]
}

// Keyed by the returned data itself, so the data stays exactly the export's shape.
const outcomes = new WeakMap<object, StreamOutcome>()

/** Records the outcome of the data `expandStream` built. */
export function keepOutcome<T extends object>(data: T, outcome: StreamOutcome): T {
  outcomes.set(data, outcome)
  return data
}

/** The outcome recorded for this module data, if `expandStream` built it. */
export function streamOutcome(data: RawValue | undefined): StreamOutcome | undefined {
  // A WeakMap answers undefined for a key that is no object (text, a number, null): no check.
  return outcomes.get(data as object)
}
