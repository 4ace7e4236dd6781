import type { LayerModel, RawRecord, ReportEntry, SlideModel } from '@strata/core'
import { layersTextPart } from './normalise'

/** Normalised layers from raw layer records (test helper), with the normaliser's report. */
export function testLayers(raw: RawRecord | RawRecord[]): {
  layers: LayerModel[]
  report: ReportEntry[]
} {
  const report: ReportEntry[] = []
  const slide = { id: 's1', rawLayers: raw } as unknown as SlideModel
  const layers =
    layersTextPart.layers?.(slide, [layersTextPart], (path, message) =>
      report.push({ path, message }),
    ) ?? []
  return { layers, report }
}

/** One normalised layer from a raw record (test helper). */
export const testLayer = (raw: RawRecord): LayerModel => {
  const layer = testLayers({ a: { id: 'a', type: 'text', ...raw } }).layers[0]
  if (!layer) throw new Error('layer dropped')
  return layer
}
