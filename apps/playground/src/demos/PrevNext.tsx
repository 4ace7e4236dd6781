import type { Slider } from '@strata/core'

/** Prev / Next buttons outside the module, driving it through its public API. */
export function PrevNext({ slider }: { slider: Slider | null }) {
  return (
    <p className="controls">
      <button type="button" onClick={() => slider?.prev()} disabled={!slider}>
        Prev
      </button>{' '}
      <button type="button" onClick={() => slider?.next()} disabled={!slider}>
        Next
      </button>
    </p>
  )
}
