import type { Bg3d } from '../types'
import type { Pose } from './pose'

/** §9 "Perspective ... 1500 or 2500 px for 3D cube transitions": 1500 across, 2500 up and down. */
export const PERSPECTIVE = { horizontal: 1500, vertical: 2500 } as const

/** Poses are what differs from the resting pose (the planner adds the rest). */
export interface Faces {
  inFrom: Partial<Pose>
  outTo: Partial<Pose>
  inOrigin: string
  outOrigin: string
  /** Depth of the turning centre, px: behind the face for cube, in front for incube. */
  pivot: number
  /** How far both faces sink back mid-way: the `depth` for cubes, none otherwise. */
  dip: number
}

/**
 * The incoming and outgoing faces of a 3D transition (`d3.effect`) for a canvas `w` × `h`, going
 * `direction`: cube turns outwards about the box's centre, incube inwards, fly swings the slides
 * past each other at `depth`, turn swings the new one in about its edge.
 */
export function faces(d3: Bg3d, w: number, h: number, direction: 1 | -1): Faces {
  const v = d3.direction === 'vertical'
  const s = direction
  // A horizontal turn is about the y axis; a vertical one about x (and x turns the other way).
  const turn = (deg: number): Partial<Pose> =>
    v ? { rotationX: -deg * s } : { rotationY: deg * s }
  const half = (v ? h : w) / 2
  const pose = (p: Partial<Pose>): Partial<Pose> => p
  const edge = (far: boolean) =>
    v ? `50% ${far === s > 0 ? '100%' : '0%'}` : `${far === s > 0 ? '100%' : '0%'} 50%`
  switch (d3.effect) {
    case 'cube':
      return {
        inFrom: pose(turn(90)),
        outTo: pose(turn(-90)),
        inOrigin: '50% 50%',
        outOrigin: '50% 50%',
        pivot: -half,
        dip: d3.depth,
      }
    case 'incube':
      return {
        inFrom: pose(turn(-90)),
        outTo: pose(turn(90)),
        inOrigin: '50% 50%',
        outOrigin: '50% 50%',
        pivot: half,
        dip: d3.depth,
      }
    case 'fly': {
      const move = { value: 100 * s, unit: '%' as const }
      const back = { value: -100 * s, unit: '%' as const }
      return {
        inFrom: pose({ ...turn(-45), ...(v ? { y: move } : { x: move }), z: -d3.depth }),
        outTo: pose({ ...turn(45), ...(v ? { y: back } : { x: back }), z: -d3.depth }),
        inOrigin: '50% 50%',
        outOrigin: '50% 50%',
        pivot: 0,
        dip: 0,
      }
    }
    default:
      return {
        inFrom: pose({ ...turn(90), opacity: 0 }),
        outTo: pose({ z: -d3.depth, opacity: 0.4 }),
        inOrigin: edge(true),
        outOrigin: '50% 50%',
        pivot: 0,
        dip: 0,
      }
  }
}
