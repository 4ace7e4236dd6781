import type { RawValue } from '../../types/model'
import type { Reporter } from '../../types/plugin'
import { gradientToCss } from './gradient-css'
import { parseGradient } from './gradient-parse'

/**
 * The full gradient reader, an on-demand chunk (docs/performance.md): an eased ramp computed from
 * its stops, and a report entry at each broken field of a colour `parseColour` cannot read.
 */
export function readGradient(raw: RawValue, report: Reporter, path: string): string {
  return gradientToCss(parseGradient(raw, report, path))
}
