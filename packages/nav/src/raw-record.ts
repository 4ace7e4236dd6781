import type { RawRecord } from '@strata/core'

/**
 * A plain object (not null, not an array), as core's kit `isRec`. The on-demand chunks keep their
 * own copy: importing core's would make the module that holds it a chunk shared with the entry,
 * a second file every slider downloads with its own gzip stream (docs/performance.md, issue #25).
 */
export function isRec(v: unknown): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
