import { type KeyboardEvent, useId, useState } from 'react'
import { ReportPanel } from './ReportPanel'
import { useDemoSnapshot } from './shell-context'
import { toJson } from './to-json'

const TABS = ['report', 'source', 'model', 'state'] as const
type Tab = (typeof TABS)[number]

const LABELS: Record<Tab, string> = {
  report: 'Validation report',
  source: 'Source data',
  model: 'Normalised model',
  state: 'State',
}

/**
 * The demo's insides in tabs (WAI-ARIA tabs pattern, arrow keys move between them): the report,
 * the raw source data, the normalised `slider.module` and the live `slider.state`. Folded away
 * by default, so the demo is what a page shows first; its summary still counts the problems.
 */
export function Inspector({ open = false }: { /** @default false */ open?: boolean }) {
  const snap = useDemoSnapshot()
  const [tab, setTab] = useState<Tab>('report')
  const id = useId()
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'report'
    setTab(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  const count = snap.report.length
  return (
    <details className="inspector" open={open} data-testid="inspector">
      <summary>
        Inspector: validation report ({count}), source data, normalised model, state
      </summary>
      <div role="tablist" aria-label="Demo details" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {LABELS[t]}
            {t === 'report' ? ` (${count})` : ''}
          </button>
        ))}
      </div>
      {snap.state ? null : (
        <p className="hint">
          Waiting for the slider. A demo that makes its slider without the playground's{' '}
          <code>DemoSlider</code> shows its details here once it calls{' '}
          <code>useShowInDemoShell(slider, module)</code>.
        </p>
      )}
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="inspector-panel"
      >
        {tab === 'report' ? (
          <ReportPanel report={snap.report} events={snap.events} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          <pre data-testid={`shell-${tab}`} tabIndex={0}>
            {toJson(tab === 'source' ? snap.source : tab === 'model' ? snap.model : snap.state)}
          </pre>
        )}
      </div>
    </details>
  )
}
