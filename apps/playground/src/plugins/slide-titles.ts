import type { Plugin } from '@strata/core'

/**
 * Writes each slide's title into its element when the slide is built: a stand-in for the text
 * layers until @strata/layers-text exists. Registered as a plugin so it hears the first builds.
 */
export function slideTitles(): Plugin<'demo-slide-titles', Record<string, never>> {
  return {
    name: 'demo-slide-titles',
    options: {},
    setup(ctx) {
      const off = ctx.on('slide:build', ({ element, slide }) => {
        const title = document.createElement('h2')
        title.className = 'demo-slide-title'
        title.textContent = slide.title
        element.append(title)
      })
      return { destroy: off }
    },
  }
}
