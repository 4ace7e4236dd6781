// Types only: naming a chunk's module type here pulls none of its code into the first download.

/** The slots family (families/grid.ts): grid boxes, stagger ranks, fresh pieces. */
export type GridFamily = typeof import('./grid')
/** The 3D family (families/d3.ts): faces and perspective. */
export type D3Family = typeof import('./d3')

/** Slide changes and Ken Burns (run/motion-chunk.ts): the planner, runner and pan reader. */
export type MotionFamily = typeof import('../run/motion-chunk')

/** An on-demand family of code, by name. */
export interface Families {
  grid: GridFamily
  d3: D3Family
  motion: MotionFamily
}
export type FamilyName = keyof Families

/** What `planWith` may need: the families a plan's grid or 3D effect use. */
export type PlanFamilies = Partial<Pick<Families, 'grid' | 'd3'>>
