import type { GoToTarget } from '@strata/core'
import type { NavSkin } from './skins/builtin'

/** The nav kinds that draw controls. */
export type NavKindName = 'arrows' | 'bullets' | 'tabs' | 'thumbs' | 'scrubber'

/** What asked for a slide change. */
export type NavVia = 'arrow' | 'bullet' | 'tab' | 'thumb' | 'scrubber' | 'key' | 'swipe' | 'wheel'

/** Options of the `nav()` plugin (the module data's `settings.nav` decides what shows). */
export interface NavOptions {
  /** Extra skins by name, used when a kind's `skin` names them (over the built-ins). @default {} */
  skins?: Readonly<Record<string, NavSkin>>
  /** Offer a pause/play button while the slideshow runs (WAI-ARIA carousel pattern). @default true */
  playButton?: boolean
  /** Wheel steps wrap past the first and last slide instead of letting the page scroll. @default false */
  wheelLoop?: boolean
  /** The slider moves vertically (keys, swipe and wheel read the y axis). @default false */
  vertical?: boolean
}

/** The nav plugin's public api: `slider.plugin('nav')`. */
export interface NavApi {
  /** The element of a kind's control, when it is on. */
  element(kind: NavKindName | 'progressBar' | 'play'): HTMLElement | undefined
  /** Thumbnails shown at the current size (capped by `maxVisible` and by space). */
  visibleThumbs(): number
  /** Tabs shown at the current size (capped by `maxVisible` and by space). */
  visibleTabs(): number
}

declare module '@strata/core' {
  interface PluginApis {
    nav: NavApi
  }
  interface SliderEvents {
    /** A nav control or input asked for a slide. */
    'nav:step': { via: NavVia; target: GoToTarget }
  }
}
