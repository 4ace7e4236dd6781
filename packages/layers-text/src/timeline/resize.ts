import type { PluginContext } from '@strata/core'
import type { SlideEntry } from './index'
import { type Change, keepStill } from './keep'
import type { LayerTargets } from './targets'

// What a layout change does to the scenes (a new device level or grid scale): a chunk loaded at
// a module's first layout change (resize-chunk.ts), as a module no one resizes needs none of
// it. It imports no value of the first download: index.ts hands it what it uses.

export type { Change } from './keep'

/** What building scenes again needs of a module's timelines (index.ts). */
export interface ResizeDeps {
  ctx: PluginContext
  slides: Map<number, SlideEntry>
  /** Undoes a slide's timelines; `keep` takes the targets to reuse by layer id. */
  release(entry: SlideEntry, discard: boolean, keep: Map<string, LayerTargets>): void
  /** Writes a slide's targets again, reusing `kept`. */
  prepare(slide: number, entry: SlideEntry, mount: undefined, kept: Map<string, LayerTargets>): void
  /** Makes a prepared slide's timelines now. */
  time(entry: SlideEntry): void
  /** Makes a prepared slide's timelines from the next read phase, a piece a phase. */
  timeLater(entry: SlideEntry): void
  /** Whether a visitor may see the slide soon (soon.ts). */
  soon(slide: number, entry: SlideEntry): boolean
}

export interface Resize {
  /** Builds the scenes again for `change`: the shown slides now, the others when soon. */
  rebuild(change: Change): void
  /** Builds a stale slide again, its timelines from the next read phase. */
  refresh(slide: number, entry: SlideEntry, change?: Change): void
  /** Builds the stale slides needed soon again, one a frame, the nearest first. */
  refreshStale(): void
  destroy(): void
}

/** The scenes built again after layout changes, for one module's timelines. */
export function createResize(deps: ResizeDeps): Resize {
  const { ctx, slides } = deps
  let cancelRefresh: () => void = () => {}
  /**
   * Builds a slide again: its timelines undone, its layers' wrappers and splits kept where they
   * fit the new targets (`createTargets`), the rest undone.
   */
  const again = (slide: number, entry: SlideEntry) => {
    const kept = new Map<string, LayerTargets>()
    deps.release(entry, false, kept)
    deps.prepare(slide, entry, undefined, kept)
    for (const targets of kept.values()) targets.revert()
  }
  const refresh = (slide: number, entry: SlideEntry, change = entry.stale ?? 'level') => {
    entry.stale = undefined
    entry.pending?.()
    keepStill(entry, change, () => again(slide, entry))
    // Outside `keepStill`: its untimed layers that stay (their pieces were cancelled above, or
    // when it went stale) are timed with those built again, and so they are when all stay.
    if (entry.prepared.length) deps.timeLater(entry)
  }
  const refreshStale = () => {
    cancelRefresh()
    cancelRefresh = ctx.scheduler.write(() => {
      let next: number | undefined
      const at = ctx.state.index
      for (const [slide, entry] of slides)
        if (
          entry.stale &&
          deps.soon(slide, entry) &&
          (next === undefined || Math.abs(slide - at) < Math.abs(next - at))
        )
          next = slide
      const entry = next === undefined ? undefined : slides.get(next)
      if (next === undefined || !entry) return
      refresh(next, entry)
      refreshStale()
    })
  }
  // Values are per level and px scale with the grid: build again. The shown slides now, at the
  // end of in; the others (up to twelve kept built) stale, the neighbours built again one a
  // frame, the rest when they become neighbours or are needed sooner, waiting to enter: a
  // resize builds one slide, not every kept one, in its frame (issue #25; docs/performance.md,
  // "Fifty-seventh session", "Fifty-ninth session"). The layers whose scenes hold none of the
  // change's values are left as they are, playing or waiting (keep.ts, "Sixty-first session").
  const rebuild = (change: Change) => {
    for (const [slide, entry] of slides) {
      // Built again for this change and for any it waited stale since.
      const since = entry.stale === 'level' ? 'level' : change
      keepStill(entry, since, () => {
        if (!entry.shown && slide >= 0 && slide !== ctx.state.index) entry.stale = since
        else if (entry.stale || entry.pending) refresh(slide, entry, since)
        else {
          // A layer whose in waits for a trigger keeps waiting where it was.
          const held = new Map([...entry.built].map(([id, b]) => [id, b.player.held()]))
          again(slide, entry)
          deps.time(entry)
          for (const [id, b] of entry.built) {
            if (entry.shown) b.player.rest(held.get(id))
            else b.player.wait()
          }
        }
      })
    }
    refreshStale()
  }
  return { rebuild, refresh, refreshStale, destroy: () => cancelRefresh() }
}
