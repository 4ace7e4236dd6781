// What every browser file exposes (the global `Strata` of the classic files).
export { createSlider, LEVEL_NAMES } from '@strata/core'
export { actions, deepLink } from '@strata/core/page'
export { moduleBoxCss } from '@strata/core/ssr'
export { startDropIn } from '../drop-in/drop-in'
export { defineSliderElement } from '../element/define'
export { lazySlides } from '../plugins/lazy-slides'
export { pluginsFor } from '../plugins/needs'
export { resolvePlugins } from '../plugins/registry'
