import { resolveTarget } from '../navigation/resolve-target'
import type { ModuleModel } from '../types/model'
import type { Reporter } from '../types/plugin'

/** SPEC.md §3 slideshow.firstSlide: 'auto' is the first slide; else a 1-based position or an id. */
export function firstSlideIndex({ settings, slides }: ModuleModel, report: Reporter): number {
  const first = settings.slideshow.firstSlide
  if (first === 'auto') return 0
  const target = typeof first === 'number' ? `slide${first}` : first
  const found = resolveTarget(target, { current: -1, navigable: slides.map((_, i) => i), slides })
  if (!found) report('settings.slideshow.firstSlide', `no slide "${first}"; starting at the first`)
  return found?.index ?? 0
}
