import type { Level, SliderState } from '@strata/core'
import type { Control, NavEnv } from '../env'
import type { LazyKind } from '../kinds'
import { itemWindow } from './item-window'
import { applyPanel, panelFit } from './panel'
import { STRIP_CSS } from './strip-css'
import { createTabList } from './tab-list'
import { fitRow } from './thumb-fit'
import { applyWrapper, stretch } from './thumbs'

/**
 * Tabs: a tablist in a wrapper like thumbnails, `size` each (100×50), showing at most `maxVisible` of them
 * and no more than fit (docs/behaviour.md §3 "max visible m", §5). The visible window follows the current
 * slide, and follows keyboard focus too: every tab stays in the tablist, so arrow keys, Home and
 * End still reach each one and slide it into view.
 */
export function createTabs(env: NavEnv): Control & { visible(): number } {
  const data = env.nav.tabs
  const list = createTabList(env)
  const box = list.el
  const strip = box.querySelector<HTMLElement>(':scope>.strata-tabs-strip') ?? box
  const tabs = [...strip.querySelectorAll<HTMLElement>(':scope>.strata-tab')]
  const vertical = data.direction === 'vertical'
  const view = itemWindow(strip, tabs, vertical, false)
  applyWrapper(box, data.wrapper)
  // The focused tab wins over the current slide, so a keyboard user never loses sight of it.
  const focused = () => tabs.indexOf(env.doc.activeElement as HTMLElement)
  box.addEventListener('focusin', () => view.follow(focused()))
  return {
    el: box,
    visible: view.shown,
    update(state: SliderState) {
      list.update?.(state)
      const at = focused()
      view.follow(at >= 0 ? at : env.items.indexOf(state.index))
    },
    layout(level: Level, width: number, height: number) {
      // A stretched wrapper is the panel (docs/behaviour.md §3 "panel 300x200"): tabs shrink to fit it.
      const panel = panelFit(data.size, env.nav.panel, data.wrapper, vertical)
      const item = panel?.item ?? data.size
      for (const tab of tabs)
        Object.assign(tab.style, { width: `${item.width}px`, height: `${item.height}px` })
      fitRow(box, view, data, vertical ? height : width, vertical ? item.height : item.width)
      list.layout?.(level, width, height)
      stretch(box, data.wrapper, vertical)
      if (panel) applyPanel(box, panel.across, vertical)
    },
  }
}

/** Tabs as the plugin draws it once this chunk is in, with its structural CSS (kinds.ts). */
export const lazyKind: LazyKind = { create: createTabs, css: STRIP_CSS }
