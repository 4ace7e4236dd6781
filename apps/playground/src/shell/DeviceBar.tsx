import { LEVEL_NAMES } from '@strata/core'
import { useState } from 'react'
import { devicePresets } from './device-widths'
import { forceReducedMotion, isMotionForced, systemReducedMotion } from './motion-override'
import { useDemoSnapshot } from './shell-context'

interface DeviceBarProps {
  /** Preview width in px; `null` fills the page. */
  width: number | null
  onWidth(width: number | null): void
}

/**
 * Preview widths per device level, the level core chose (`slider.state.level`) and the
 * reduced-motion switch.
 */
export function DeviceBar({ width, onWidth }: DeviceBarProps) {
  const { model, state } = useDemoSnapshot()
  const [reduced, setReduced] = useState(isMotionForced)
  const presets = devicePresets(model)
  const toggleMotion = (on: boolean) => {
    forceReducedMotion(on)
    setReduced(on)
    // Kept in the URL (`&motion=reduce`) so a reload or a shared link starts the same way.
    const url = new URL(window.location.href)
    if (on) url.searchParams.set('motion', 'reduce')
    else url.searchParams.delete('motion')
    window.history.replaceState(null, '', url)
  }
  return (
    <section className="device-bar" aria-label="Device preview">
      <fieldset className="device-widths">
        <legend>Preview width</legend>
        <button type="button" aria-pressed={width === null} onClick={() => onWidth(null)}>
          Fit page
        </button>
        {presets.map((p) => (
          <button
            key={p.level}
            type="button"
            aria-pressed={width === p.width}
            data-width={p.width}
            onClick={() => onWidth(p.width)}
          >
            {p.name} {p.width}px
          </button>
        ))}
      </fieldset>
      <p className="device-status" data-testid="device-level" aria-live="polite">
        {state
          ? `state.level ${state.level} (${LEVEL_NAMES[state.level]}), container ${Math.round(state.width)}px`
          : 'state.level: loading…'}
      </p>
      <label className="motion-switch">
        <input
          type="checkbox"
          checked={reduced}
          onChange={(e) => toggleMotion(e.currentTarget.checked)}
        />{' '}
        Simulate reduced motion
      </label>
      <details className="hint">
        <summary>About the switch</summary>
        The switch makes <code>matchMedia('(prefers-reduced-motion: reduce)')</code> answer “reduce”
        for the sliders on this page, so core reacts as to the system setting (slideshow paused,
        fades only). Your system says:{' '}
        <strong>{systemReducedMotion() ? 'reduce' : 'no preference'}</strong>; CSS media queries
        keep following it. state.reducedMotion:{' '}
        <strong data-testid="reduced-motion">{state ? String(state.reducedMotion) : '…'}</strong>
      </details>
    </section>
  )
}
