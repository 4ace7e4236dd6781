import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import LiveSlider from './LiveSlider.vue'

// The default theme plus <LiveSlider />, the getting-started example running on the page.
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveSlider', LiveSlider)
  },
} satisfies Theme
