import type { ReportEntry, SliderState } from '@strata/core'

/** Shows the live `slider.state` snapshot and the data report under a demo. */
export function SliderReadout({
  state,
  report,
}: {
  state: SliderState | null
  report: readonly ReportEntry[]
}) {
  return (
    <section className="readout">
      <h2>slider.state</h2>
      <pre data-testid="state">{state ? JSON.stringify(state, null, 2) : 'loading…'}</pre>
      <h2>slider.report</h2>
      {report.length ? (
        <ul data-testid="report">
          {report.map((e, i) => (
            // Entries never change once added, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            <li key={i}>
              <code>{e.path}</code>: {e.message}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="report">No problems in the data.</p>
      )}
    </section>
  )
}
