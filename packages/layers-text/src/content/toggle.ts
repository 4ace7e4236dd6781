import type { LayerModel } from '@strata/core'

/*
 * Toggle text, a chunk of its own (./index `wireToggle` loads it): few layers have one. It
 * imports nothing the package's entry has (a shared module would become a third file of the
 * first download): the text is shown through `show`.
 */

/** Shows `html` in the layer, reported at `path` (@default its `content.text`). */
export type ShowText = (html: string, path?: string) => void

/**
 * A click (or Enter / Space on an element that is not a button) swaps the layer's default and
 * toggled text; `aria-pressed` and `data-toggled` say which is shown. Listeners go with `signal`.
 */
export function wireToggle(
  element: HTMLElement,
  layer: LayerModel,
  signal: AbortSignal,
  show: ShowText,
): void {
  // Its slide went while the chunk loaded.
  if (signal.aborted) return
  let on = false
  element.dataset.toggled = 'false'
  element.setAttribute('aria-pressed', 'false')
  if (!element.matches('button,a') && !element.hasAttribute('tabindex')) element.tabIndex = 0
  const swap = () => {
    on = !on
    show(on ? layer.toggle.text : layer.content.text, on ? 'toggle.text' : undefined)
    element.dataset.toggled = `${on}`
    element.setAttribute('aria-pressed', `${on}`)
  }
  element.addEventListener('click', swap, { signal })
  element.addEventListener(
    'keydown',
    (e) => {
      if (element.matches('button') || (e.key !== 'Enter' && e.key !== ' ')) return
      e.preventDefault()
      swap()
    },
    { signal },
  )
}
