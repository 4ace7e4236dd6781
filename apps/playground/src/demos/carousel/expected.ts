/**
 * The carousel formulas written out again for the browser tests (e2e/carousel-*.spec.ts), apart
 * from the package's code on purpose: a test that reused the package's math would prove nothing.
 * Lengths in px, relative to the stage's top-left corner.
 */

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface Expected {
  box: Box
  opacity: number
}

/** Fall-off 0 at the centre, 1 at one slide away and beyond (maxV 3, centred). */
const fall = (d: number) => Math.min(1, Math.abs(d))

/** maxV 3, centred, finite: full up to the peeks at ±2, fading to nothing at ±3. */
export const shown = (d: number) => Math.min(1, Math.max(0, 3 - Math.abs(d)))

/** Slide length for maxV 3: (axis - 2 peek - 4 space) / 3. */
export const slideSize = (axis: number, peek: number, space: number) =>
  (axis - 2 * peek - 4 * space) / 3

/** A flat strip (scale minS %, opacity maxO %) along x (h) or y (v). */
export function flatSlide(
  o: { w: number; h: number; peek: number; space: number; minS: number; maxO: number; v?: boolean },
  d: number,
): Expected {
  const axis = o.v ? o.h : o.w
  // Vertical: each slide is as high as the layer grid on screen, here the whole stage (the
  // reference's rule); horizontal: maxV 3 between the peeks.
  const s = o.v ? o.h : slideSize(axis, o.peek, o.space)
  const centre = axis / 2 + d * (s + o.space)
  const scale = 1 - (1 - o.minS / 100) * fall(d)
  const along = (s * scale) / 2
  const across = ((o.v ? o.w : o.h) * scale) / 2
  const crossMid = (o.v ? o.w : o.h) / 2
  const box = o.v
    ? {
        left: crossMid - across,
        right: crossMid + across,
        top: centre - along,
        bottom: centre + along,
      }
    : {
        left: centre - along,
        right: centre + along,
        top: crossMid - across,
        bottom: crossMid + across,
      }
  return { box, opacity: (1 - (1 - o.maxO / 100) * fall(d)) * shown(d) }
}

/**
 * 3D spin: slides on a cylinder of radius pitch / (2 tan(angle / 2)), turned by d × angle,
 * projected with the carousel perspective from the stage's centre.
 */
export function spinSlide(
  o: {
    w: number
    h: number
    peek: number
    space: number
    angle: number
    maxO: number
    perspective: number
  },
  d: number,
): Expected {
  const s = slideSize(o.w, o.peek, o.space)
  const rad = (d * o.angle * Math.PI) / 180
  const r = (s + o.space) / (2 * Math.tan((o.angle * Math.PI) / 360))
  const cx = r * Math.sin(rad)
  const cz = r * (Math.cos(rad) - 1)
  const xs: number[] = []
  const ys: number[] = []
  for (const u of [-s / 2, s / 2])
    for (const v of [-o.h / 2, o.h / 2]) {
      const x = cx + u * Math.cos(rad)
      const z = cz - u * Math.sin(rad)
      const f = o.perspective / (o.perspective - z)
      xs.push(o.w / 2 + x * f)
      ys.push(o.h / 2 + v * f)
    }
  return {
    box: {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    },
    opacity: (1 - (1 - o.maxO / 100) * fall(d)) * shown(d),
  }
}
