import type { Amount } from './lengths'

/** A piece's start state offsets, the part the direction rule mirrors. */
export interface Offsets {
  x: Amount
  y: Amount
  rotation: number
}

/**
 * The direction rule (docs/behaviour.md §4 "Direction is +1 forward ... or -1 backward"): going backwards,
 * a transition is mirrored, so what came in from the right comes in from the left: x, y and
 * rotation change sign, and the stagger order (`direction`) start and end swap (middle and random stay).
 */
export function directed<T extends Offsets>(o: T, direction: 1 | -1): T {
  if (direction === 1) return o
  return {
    ...o,
    x: { ...o.x, value: -o.x.value },
    y: { ...o.y, value: -o.y.value },
    rotation: -o.rotation,
  }
}

/** The stagger `order` as it applies going `direction`: start ↔ end swap going backwards. */
export function staggerOrder(order: string, direction: 1 | -1): string {
  if (direction === 1) return order
  return order === 'start' ? 'end' : order === 'end' ? 'start' : order
}
