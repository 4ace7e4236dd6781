import { useSlider, useSliderState } from '@strata/react'
import type { CSSProperties } from 'react'

const row: CSSProperties = {
  display: 'flex',
  gap: '0.5rem',
  justifyContent: 'center',
  padding: '0.75rem',
}
const dot = (on: boolean): CSSProperties => ({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: '2px solid #1a56a6',
  background: on ? '#1a56a6' : '#fff',
  cursor: 'pointer',
})

/**
 * Bullets made in React, through the hooks only: one button per slide, the current one marked.
 * Each re-renders on a slide change or a new slide count, not on every state change.
 */
export function ReactBullets() {
  const slider = useSlider()
  const count = useSliderState((s) => s.count)
  const index = useSliderState((s) => s.index)
  return (
    <nav className="react-bullets" aria-label="Slides" style={row}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // Slides are positions: the index is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: one button per slide position
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === index ? 'true' : undefined}
          style={dot(i === index)}
          onClick={() => slider?.goTo(i, { user: true })}
        />
      ))}
    </nav>
  )
}
