import type { BgPreset } from './preset-types'

const d3 = (f: 'cube' | 'incube' | 'fly' | 'turn', d: 'horizontal' | 'vertical', su = false) => ({
  in: { o: 1 },
  out: { a: true },
  d3: { f, d, su },
})

/** 3D (SPEC.md §3 `d3`), filters, and the random pick. */
export const PRESETS_3D: Record<string, BgPreset> = {
  cube: d3('cube', 'horizontal', true),
  cubevertical: d3('cube', 'vertical', true),
  incube: d3('incube', 'horizontal'),
  incubevertical: d3('incube', 'vertical'),
  fly: d3('fly', 'horizontal', true),
  flyvertical: d3('fly', 'vertical'),
  turn: d3('turn', 'horizontal'),
  turnvertical: d3('turn', 'vertical'),
  blurfade: { in: { o: 0 }, filter: { blur: 12 } },
  grayscalefade: { in: { o: 0 }, filter: { grayscale: 100 } },
  brightnessflash: { in: { o: 0 }, filter: { brightness: 300 } },
  sepiafade: { in: { o: 0 }, filter: { sepia: 100 } },
  invertfade: { in: { o: 0 }, filter: { invert: 100 } },
  random: { tr: 'random' },
  // A few spellings exported data uses for the same transitions.
  notransition: { tr: 'fade' },
  slidehorizontal: { tr: 'slideleft' },
  slidevertical: { tr: 'slideup' },
}
