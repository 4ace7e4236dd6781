import type { LayerModel, RawRecord, ReportEntry, SlideModel } from '@strata/core'
import type { FrameEnv } from './build-layers'
import { layersTextPart } from './normalise'

/** The golden cases' frame: a 1280 x 600 module, its 1240 x 600 grid at x = 20. */
export const FRAME: FrameEnv = {
  level: 1,
  scale: 1,
  width: 1280,
  height: 600,
  gridWidth: 1240,
  gridHeight: 600,
  grid: { x: 20, y: 0, width: 1240, height: 600, scale: 1 },
}

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
