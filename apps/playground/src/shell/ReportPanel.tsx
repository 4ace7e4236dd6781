import type { ReportEntry } from '@strata/core'
import type { ReportEvent } from './demo-store'
import { groupReport } from './report-groups'

function Entries({ entries }: { entries: readonly ReportEntry[] }) {
  return (
    <ul className="report-entries">
      {entries.map((e, i) => (
        // Entries never change once added, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
        <li key={i}>
          <code>{e.path}</code>: {e.message}
        </li>
      ))}
    </ul>
  )
}

/**
 * `slider.report` grouped by kind (layers that could not be drawn first), and, below it, each
 * live `module:report` event as it arrived.
 */
export function ReportPanel({
  report,
  events,
}: {
  report: readonly ReportEntry[]
  events: readonly ReportEvent[]
}) {
  return (
    <div data-testid="shell-report">
      <h3>slider.report</h3>
      {report.length ? (
        groupReport(report).map((g) => (
          <section key={g.title} className="report-group" data-kind={g.title}>
            <h4>
              {g.title} ({g.entries.length})
            </h4>
            <Entries entries={g.entries} />
          </section>
        ))
      ) : (
        <p className="report-clean">No problems in the data.</p>
      )}
      <h3>module:report events</h3>
      {events.length ? (
        <ol className="report-events">
          {events.map((e) => (
            <li key={e.seq}>
              +{e.at} ms: {e.entries.length} problem(s)
              <Entries entries={e.entries} />
            </li>
          ))}
        </ol>
      ) : (
        <p>None heard yet.</p>
      )}
    </div>
  )
}
