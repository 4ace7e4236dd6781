import type { Plugin } from '@strata/core'
import { LAYER_ID_ATTRIBUTE } from '@strata/core/page'

/** The buttons each slide gets: [layer id, label]. */
export const ACTION_BUTTONS: ReadonlyArray<readonly [string, string]> = [
  ['btn-prev', 'Previous'],
  ['btn-next', 'Next'],
  ['btn-jump', 'Jump to “pricing”'],
  ['btn-play', 'Play / pause'],
  ['btn-class', 'Toggle highlight'],
  ['btn-bad', 'javascript: link (refused)'],
]

/**
 * Stands in for a button layer until @strata/layers-text exists: on `slide:build` it adds a row
 * of buttons marked `data-layer-id`, which the slide's action records name in `src`.
 */
export function actionButtons(): Plugin<'demo-action-buttons', null> {
  return {
    name: 'demo-action-buttons',
    options: null,
    setup(ctx) {
      const off = ctx.on('slide:build', ({ element }) => {
        const row = element.ownerDocument.createElement('div')
        row.className = 'strata-demo-actions'
        Object.assign(row.style, {
          position: 'absolute',
          insetInline: '0',
          bottom: '12%',
          display: 'flex',
          gap: '8px',
          justifyContent: 'center',
          flexWrap: 'wrap',
        })
        for (const [id, label] of ACTION_BUTTONS) {
          const button = element.ownerDocument.createElement('button')
          button.type = 'button'
          button.textContent = label
          button.setAttribute(LAYER_ID_ATTRIBUTE, id)
          row.append(button)
        }
        element.append(row)
      })
      return { destroy: off }
    },
  }
}
