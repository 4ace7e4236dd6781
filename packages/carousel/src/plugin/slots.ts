/**
 * The strip's places: the navigable slides in order (docs/behaviour.md §4.1). A slide hidden at
 * this level, or past its `hideAfterLoops`, has no place: the strip closes up over it. With no
 * navigable slide (core shows its error slide; a narrowing may leave the shown one) every slide
 * keeps one.
 */
export function createSlots(navigable: () => readonly number[], count: () => number) {
  let seen: readonly number[] | undefined
  let list: readonly number[] = []
  const slots = {
    list,
    /**
     * Reads core's list again; true when the places changed. Asked at every state change: core
     * keeps one array until its list may have changed, so most calls compare no contents.
     */
    update(): boolean {
      const now = navigable()
      if (now === seen) return false
      seen = now
      const next = now.length ? now : [...Array(count()).keys()]
      if (`${next}` === `${list}`) return false
      slots.list = list = next
      return true
    },
    /** Slide `index`'s place, -1 when it has none. */
    of: (index: number): number => list.indexOf(index),
    /** Where the strip rests for slide `index`: its place, or the next one's when it has none. */
    near: (index: number): number =>
      Math.max(0, Math.min(list.length - 1, list.filter((s) => s < index).length)),
  }
  slots.update()
  return slots
}

export type Slots = ReturnType<typeof createSlots>
