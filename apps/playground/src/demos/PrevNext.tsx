import { useSlider, useSliderState } from '@strata/react'

/**
 * Prev / Next buttons outside the module, driving it through its public API (inside its
 * `<Slider>`); with `count`, the live "Slide N of M" after them.
 */
export function PrevNext({
  count = false,
  pause = false,
}: {
  /** Show "Slide N of M". @default false */
  count?: boolean
  /** Show a Pause / Play button for the slideshow. @default false */
  pause?: boolean
}) {
  const slider = useSlider()
  const index = useSliderState((s) => s.index)
  const total = useSliderState((s) => s.count)
  const paused = useSliderState((s) => s.slideshow === 'paused')
  return (
    <p className="controls">
      <button type="button" onClick={() => slider?.prev()} disabled={!slider}>
        Prev
      </button>{' '}
      <button type="button" onClick={() => slider?.next()} disabled={!slider}>
        Next
      </button>
      {pause ? (
        <>
          {' '}
          <button type="button" onClick={() => slider?.toggle()} disabled={!slider}>
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        </>
      ) : null}
      {count ? (
        <>
          {' '}
          <span aria-live="polite">{index >= 0 ? `Slide ${index + 1} of ${total}` : null}</span>
        </>
      ) : null}
    </p>
  )
}
