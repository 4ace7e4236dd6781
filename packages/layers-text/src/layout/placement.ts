import type { LayerModel } from '@strata/core'

/**
 * Where a layer sits, from its type and its parent's:
 * - `zone`: a zone, a band across the module (docs/behaviour.md §3 "zone");
 * - `band`: a row in a zone, as wide as the zone;
 * - `column`: a row's child, taking its share of the row;
 * - `flow`: a column's child, in the column's text flow;
 * - `absolute`: anything else, at its x/y (or in its parent's flow when `position.mode` is
 *   `relative`).
 */
export type Placement = 'absolute' | 'flow' | 'column' | 'zone' | 'band'

export function placementOf(layer: LayerModel, parent: LayerModel | undefined): Placement {
  return layer.type === 'zone'
    ? 'zone'
    : parent?.type === 'row'
      ? 'column'
      : parent?.type === 'column'
        ? 'flow'
        : layer.type === 'row' && parent?.type === 'zone'
          ? 'band'
          : 'absolute'
}

/** Inline displays whose layers sit side by side in a column's flow. */
export function isInline(display: string): boolean {
  return display.startsWith('inline')
}
