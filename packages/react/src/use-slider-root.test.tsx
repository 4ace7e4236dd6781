import type { AnyPlugin } from '@strata/core'
import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { Slider } from './raw-slider'
import { settle, stubBrowserEachTest, testModule } from './test-support/browser'

stubBrowserEachTest()

/**
 * What `@strata/modal`'s `modal()` does with the root: moves it into a `<dialog>` on the body,
 * a marker keeping its place, and puts it back on destroy.
 */
function intoDialog(): AnyPlugin {
  return {
    name: 'into-dialog',
    options: {},
    setup({ root }) {
      const marker = root.ownerDocument.createComment('marker')
      const dialog = root.ownerDocument.createElement('dialog')
      root.before(marker)
      dialog.append(root)
      root.ownerDocument.body.append(dialog)
      return {
        destroy() {
          marker.replaceWith(root)
          dialog.remove()
        },
      }
    },
  }
}

describe('a root a plugin moved out of React’s tree (a pop-up)', () => {
  it.each([
    ['', false],
    [' under StrictMode', true],
  ])(
    'unmounts without an error%s: the root is back in place when React removes it',
    async (_, strict) => {
      const plugins = [intoDialog()]
      const slider = <Slider module={testModule('a')} plugins={plugins} />
      const view = render(strict ? <StrictMode>{slider}</StrictMode> : slider)
      await act(settle)
      expect(document.querySelector('dialog .strata-module')).not.toBe(null)
      expect(() => view.unmount()).not.toThrow()
      expect(document.querySelector('dialog')).toBe(null)
      expect(document.querySelector('.strata-module')).toBe(null)
    },
  )
})
