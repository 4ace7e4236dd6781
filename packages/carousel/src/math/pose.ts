import type { CarouselSettings } from '../types'
import {
  falloffReach,
  opacityAt,
  rotationAt,
  scaleAt,
  type VisibilityEdges,
  visibilityEdges,
  visibilityWithin,
  visibleSpan,
} from './falloff'
import { carouselGeometry, type Geometry } from './geometry'
import { cylinderRadius, pivotRadius, rad, spinAngle } from './spin'

/** Everything a slide's pose depends on but its distance; made once per layout. */
export interface Layout {
  geometry: Geometry
  settings: CarouselSettings
  count: number
  /** The spin in use: reduced motion turns it off. */
  spin: CarouselSettings['spin']
  /** Degrees between neighbours when spinning. */
  angle: number
  /** Cylinder (3d) or pivot (2d) radius, px. */
  radius: number
  reach: number
  span: number
  /** Where a slide starts fading out and where it is gone: made once, read by every pose. */
  edges: VisibilityEdges
}

/** A slide's place and look: offsets of its top-left corner in px, rotations in degrees. */
export interface Pose {
  x: number
  y: number
  z: number
  rotateX: number
  rotateY: number
  rotateZ: number
  scale: number
  opacity: number
}

export function carouselLayout(
  settings: CarouselSettings,
  stage: {
    width: number
    height: number
    count: number
    reducedMotion: boolean
    /** The layer grid's height on screen: a vertical carousel's slide height. @default the stage's */
    gridHeight?: number
  },
): Layout {
  const geometry = carouselGeometry(settings, stage.width, stage.height, stage.gridHeight)
  // "Reduced motion: no spin."
  const spin = stage.reducedMotion ? 'off' : settings.spin
  const angle = spin === 'off' ? 0 : spinAngle(settings.spinAngle, stage.count)
  const radius =
    spin === '3d'
      ? cylinderRadius(geometry.pitch, angle)
      : spin === '2d'
        ? pivotRadius(geometry.pitch, angle)
        : 0
  const span = visibleSpan(geometry.visible, settings.align)
  return {
    geometry,
    settings,
    count: stage.count,
    spin,
    angle,
    radius,
    reach: falloffReach(geometry.visible, settings.align),
    span,
    edges: visibilityEdges(span, stage.count, settings.infinity),
  }
}

/** Main-axis and depth offsets (from the anchor) and the spin rotation at distance `d`. */
function place(l: Layout, d: number): { along: number; across: number; z: number; turn: number } {
  const a = d * l.angle
  if (l.spin === '3d') {
    const r = l.radius
    return { along: r * Math.sin(rad(a)), across: 0, z: r * (Math.cos(rad(a)) - 1), turn: a }
  }
  if (l.spin === '2d') {
    const r = l.radius
    return { along: r * Math.sin(rad(a)), across: r * (1 - Math.cos(rad(a))), z: 0, turn: a }
  }
  return { along: d * l.geometry.pitch, across: 0, z: 0, turn: 0 }
}

/** The pose of a slide `d` slides away from the focus (d may be fractional while moving). */
export function poseAt(l: Layout, d: number): Pose {
  const { geometry: g, settings: c } = l
  const p = place(l, d)
  const tilt = c.rotation ? rotationAt(d, l.reach, c.maxRotation) : 0
  const main = g.anchor - g.size / 2 + p.along
  const side = p.across
  const visible = visibilityWithin(d, l.edges)
  const opacity = (c.opacity ? opacityAt(d, l.reach, c.maxOpacity) : 1) * visible
  // A 3d spin turns slides around the cross axis; the rotation fall-off tilts them towards the
  // centre; a 2d spin turns them in the stage's plane.
  const turnAcross = (l.spin === '3d' ? p.turn : 0) - tilt
  return {
    x: g.horizontal ? main : side,
    y: g.horizontal ? side : main,
    z: p.z,
    rotateX: g.horizontal ? 0 : -turnAcross,
    rotateY: g.horizontal ? turnAcross : 0,
    rotateZ: l.spin === '2d' ? (g.horizontal ? p.turn : -p.turn) : 0,
    scale: c.scale ? scaleAt(d, l.reach, c.minScale) : 1,
    opacity: Math.round(opacity * 1000) / 1000,
  }
}

function n(v: number) {
  return Math.round(v * 100) / 100
}

/** The CSS transform for a pose. */
export function poseTransform(p: Pose): string {
  let t = `translate3d(${n(p.x)}px,${n(p.y)}px,${n(p.z)}px)`
  if (p.rotateX) t += ` rotateX(${n(p.rotateX)}deg)`
  if (p.rotateY) t += ` rotateY(${n(p.rotateY)}deg)`
  if (p.rotateZ) t += ` rotateZ(${n(p.rotateZ)}deg)`
  if (p.scale !== 1) t += ` scale(${Math.round(p.scale * 10000) / 10000})`
  return t
}
