import type { BgPreset } from './preset-types'

function d3(
  effect: 'cube' | 'incube' | 'fly' | 'turn',
  direction: 'horizontal' | 'vertical',
  shadow = false,
): BgPreset {
  return {
    in: { opacity: 1 },
    out: { animate: true },
    d3: { effect, direction, shadow },
  }
}

/** 3D (docs/behaviour.md §3 `d3`), filters, and the random pick. */
export const PRESETS_3D: Record<string, BgPreset> = {
  cube: d3('cube', 'horizontal', true),
  cubevertical: d3('cube', 'vertical', true),
  incube: d3('incube', 'horizontal'),
  incubevertical: d3('incube', 'vertical'),
  fly: d3('fly', 'horizontal', true),
  flyvertical: d3('fly', 'vertical'),
  turn: d3('turn', 'horizontal'),
  turnvertical: d3('turn', 'vertical'),
  blurfade: { in: { opacity: 0 }, filter: { blur: 12 } },
  grayscalefade: { in: { opacity: 0 }, filter: { grayscale: 100 } },
  brightnessflash: { in: { opacity: 0 }, filter: { brightness: 300 } },
  sepiafade: { in: { opacity: 0 }, filter: { sepia: 100 } },
  invertfade: { in: { opacity: 0 }, filter: { invert: 100 } },
  random: { transition: 'random' },
  // A few spellings exported data uses for the same transitions.
  notransition: { transition: 'fade' },
  slidehorizontal: { transition: 'slideleft' },
  slidevertical: { transition: 'slideup' },
}
