import type { RawRecord, Slider } from '@strata/core'
import { actions } from '@strata/core/page'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { actionButtons } from './action-buttons'
import { pageModule } from './page-module'

/** The slides' action records, in the exported shape (docs/data-format/README.md `actions`). */
const records: RawRecord[] = [
  { a: 'previous', evt: 'click', src: ['btn-prev'] },
  { a: 'next', evt: 'click', src: ['btn-next'] },
  { a: 'jumpTo', slide: 'pricing', src: ['btn-jump'] },
  { a: 'toggleSlider', src: ['btn-play'] },
  { a: 'toggleClass', class: 'demo-highlight', target: ['btn-class'], src: ['btn-class'] },
  { a: 'link', link: ' JaVaScRiPt:alert(1)', src: ['btn-bad'] },
]
const module = pageModule('page-actions', records)
const plugins = [slideTitles(), actionButtons(), actions()]

// A button outside the module, bound to a record through the plugin's api once it is ready.
function bindOutside(slider: Slider) {
  window.__slider = slider
  let unbind = () => {}
  let live = true
  void slider.ready.then(() => {
    const button = document.getElementById('page-actions-outside')
    const api = slider.plugin('actions')
    if (live && button && api) unbind = api.bind(button, [{ a: 'jumpTo', slide: 'slide3' }], 'page')
  })
  return () => {
    live = false
    unbind()
  }
}

/** Actions (docs/behaviour.md §2, §3): records bound to layer buttons, with the 19 ms debounce. */
export function ActionsDemo() {
  return (
    <>
      <style>{'.demo-highlight { outline: 3px solid gold; background: #ffe89a; }'}</style>
      <DemoSlider id="page-actions" module={module} plugins={plugins} onSlider={bindOutside}>
        <div className="controls">
          <button type="button" id="page-actions-outside">
            Outside the module: jump to slide 3
          </button>
        </div>
        <SliderReadout />
      </DemoSlider>
    </>
  )
}
