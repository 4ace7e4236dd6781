import { useSlider, useSliderState } from '@strata/react'

/**
 * Prev / Next buttons outside the module, driving it through its public API (inside its
 * `<Slider>`); with `count`, the live "Slide N of M" after them.
 */
export function PrevNext({ count = false }: { count?: boolean }) {
  const slider = useSlider()
  const index = useSliderState((s) => s.index)
  const total = useSliderState((s) => s.count)
  return (
    <p className="controls">
      <button type="button" onClick={() => slider?.prev()} disabled={!slider}>
        Prev
      </button>{' '}
      <button type="button" onClick={() => slider?.next()} disabled={!slider}>
        Next
      </button>
      {count ? (
        <>
          {' '}
          <span aria-live="polite">{index >= 0 ? `Slide ${index + 1} of ${total}` : null}</span>
        </>
      ) : null}
    </p>
  )
}
