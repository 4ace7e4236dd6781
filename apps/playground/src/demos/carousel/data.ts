import type { RawRecord } from '@strata/core'

/** Slide colours, picked so neighbours always differ. */
export const CAROUSEL_COLORS = ['#1d3557', '#e76f51', '#2a9d8f', '#6d597a', '#e9c46a', '#457b9d']

/**
 * A carousel module in the exported shape (docs/data-format/README.md): `count` slides keyed by id, titled
 * "Slide N", and `settings.carousel` as given (export spellings welcome: bR, pNV).
 */
export function carouselData(
  alias: string,
  count: number,
  carousel: RawRecord,
  height: readonly number[] = [500, 480, 440, 400, 320],
): RawRecord {
  const slides: RawRecord = {}
  for (let i = 1; i <= count; i++) {
    const id = String(700 + i)
    slides[id] = { id, slide: { title: `Slide ${i}`, order: i }, layers: [] }
  }
  return {
    id: alias,
    settings: {
      title: alias,
      alias,
      type: 'carousel',
      size: { width: [1600, 1240, 1024, 778, 480], height: [...height] },
      carousel,
    },
    slides,
    addOns: {},
  }
}

/** Flat strip, scale and opacity fall-off (e2e/carousel-layout.spec.ts checks these numbers). */
export const FLAT = {
  maxV: 3,
  scale: true,
  minS: 60,
  opacity: true,
  maxO: 50,
  space: 20,
  pNV: 60,
  bR: 12,
}
/** 3D spin on a cylinder. */
export const SPIN3D = {
  maxV: 3,
  spin: '3d',
  spinA: 40,
  opacity: true,
  maxO: 70,
  space: 10,
  pNV: 80,
}
/** Vertical strip. */
export const VERTICAL = { type: 'v', maxV: 3, scale: true, minS: 70, space: 10, pNV: 40 }
/** Endless strip used with 3, 5 and 50 slides. */
export const INFINITE = { maxV: 3, infinity: true, scale: true, minS: 70, space: 16, pNV: 50 }
/** 20 slides to drag across. */
export const DRAG = { maxV: 3, scale: true, minS: 80, opacity: true, maxO: 60, space: 16, pNV: 60 }
