import type { RawRecord } from '@strata/core'

/**
 * A module in the export's shape with `count` slides, each with three text layers: `near`
 * (depth level 20), `far` (level 10) and `drift` (scroll modifiers y 100, opacity 0.5).
 */
export function motionModule(settings: RawRecord = {}, count = 2): RawRecord {
  const slides: RawRecord = {}
  for (let n = 1; n <= count; n++) {
    const text = (id: string, mod: RawRecord) => ({
      id,
      type: 'text',
      content: { text: `${id} ${n}` },
      pos: { x: 100, y: 100 },
      mod,
    })
    slides[n] = {
      id: n,
      slide: { title: `Slide ${n}`, order: n },
      layers: {
        near: text('near', { d: 20 }),
        far: text('far', { d: 10 }),
        drift: text('drift', { sc: { y: 100, o: 0.5 } }),
      },
    }
  }
  return { id: 'motion', settings: { alias: 'motion', ...settings }, slides }
}
