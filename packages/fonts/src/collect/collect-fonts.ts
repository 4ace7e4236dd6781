import type { ModuleModel, RawValue, Reporter, SlideModel } from '@strata/core'
import { entries, quiet } from '@strata/core/kit'
import type { LayerText } from '../fallback/layer-fallbacks'
import { iconFont, isWebSafe } from '../normalise'
import type { FontRecord } from '../types'
import { layerFonts } from './layer-fonts'

/** A family the module uses, with every weight and style asked for. */
export interface FontUse {
  name: string
  /** Upright weights. */
  normal: Set<number>
  italic: Set<number>
  /** A custom font's stylesheet (`settings.fonts[].url`); '' loads from the provider. */
  url: string
  webSafe: boolean
}

/** Everything the module's data asks of the fonts. */
export interface Collected {
  /** Text families by provider name, in the order first met. */
  fonts: Map<string, FontUse>
  /** Icon fonts by family name. */
  icons: Set<string>
  /** All layer text, for the subsets (docs/behaviour.md §9). */
  text: string
  /** The text layers in a web family, with no icon in them: each gets a fallback of its own. */
  layers: LayerText[]
}

/**
 * docs/behaviour.md §3 "Font record": the families, weights and styles of `settings.fonts` and of
 * every text layer of `slides` (by default every slide, global slides too), read from the raw
 * layers so no slide is built. Bad families and weights are reported at their data path and asked
 * for nothing. `fonts()` passes one slide whose layers came later (`lazySlides()`).
 */
export function collectFonts(
  module: ModuleModel,
  report: Reporter,
  slides: readonly SlideModel[] = [...module.slides, ...module.globalSlides],
): Collected {
  const fonts = new Map<string, FontUse>()
  const icons = new Set<string>()
  const texts: string[] = []
  const layers: LayerText[] = []
  const use = (name: string, url = '', webSafe = false): FontUse => {
    let f = fonts.get(name)
    if (!f) {
      f = { name, normal: new Set(), italic: new Set(), url, webSafe }
      fonts.set(name, f)
    }
    return f
  }
  for (const record of module.settings.fonts ?? ([] as FontRecord[])) {
    if (record.icon) {
      if (record.url) use(record.name, record.url).normal.add(400)
      else icons.add(iconFont(record.name) ?? record.name)
      continue
    }
    const f = use(record.name, record.url, record.webSafe)
    for (const w of Object.keys(record.normal)) f.normal.add(Number(w))
    for (const w of Object.keys(record.italic)) f.italic.add(Number(w))
  }
  for (const slide of slides) {
    const raws: [string, RawValue][] = entries(slide.rawLayers, quiet, '')
    for (const [key, raw] of raws) {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue
      const l = layerFonts(raw, report, `slides.${slide.id}.layers.${key}`, key)
      for (const icon of l.icons) icons.add(icon)
      if (l.text) texts.push(l.text)
      if (!l.name || !l.weights.length) continue
      const f = fonts.get(l.name) ?? use(l.name, '', isWebSafe(l.family))
      for (const w of l.weights) (l.italic ? f.italic : f.normal).add(w)
      if (!f.webSafe && !l.icons.length && l.text) layers.push(l)
    }
  }
  return { fonts, icons, text: texts.join(' '), layers }
}
