import type { RawRecord } from '@strata/core'
import { fiveSlides } from '../../data/five-slides'

type SlideEntry = { slide: RawRecord }

/**
 * The five-slide module with deep-link names on slides 2 ('team') and 4 ('pricing'), deep-link
 * mode on (settings.browser.useURLDeeplink), and `actions` (docs/data-format/README.md) on every slide.
 */
export function pageModule(alias: string, actions: RawRecord[] = []): RawRecord {
  const module = fiveSlides(alias)
  const slides = Object.values(module.slides as Record<string, SlideEntry>)
  slides.forEach(({ slide }, i) => {
    const name = i === 1 ? 'team' : i === 3 ? 'pricing' : ''
    if (name) slide.attr = { deepLink: name }
    slide.actions = actions
  })
  const settings = module.settings as RawRecord
  settings.browser = { useURLDeeplink: true }
  // Visitors steer these demos; a running slideshow would move away under them.
  settings.slideshow = { auto: false }
  return module
}
