import type { Level, PluginContext } from '@strata/core'
import type { SlideEntry } from './index'
import { type Change, keepStill } from './keep'
import type { LayerTimelines } from './layer'
import { rescale } from './rescale'
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
  prepare(entry: SlideEntry, mount: undefined, kept: Map<string, LayerTargets>): void
  /** Makes a prepared slide's timelines now. */
  time(entry: SlideEntry): void
  /** Makes a prepared slide's timelines from the next read phase, a piece a phase. */
  timeLater(entry: SlideEntry): void
  /** Whether a visitor may see the slide soon (soon.ts). */
  soon(slide: number, entry: SlideEntry): boolean
  /**
   * Places a slide the layer plugin left as it was at a layout change, if it did: a hidden one,
   * placed once the layout stays still (or as a change to it starts).
   */
  place(slide: number): void
  /** Measures the edge-word boxes of these layers now, in one read (edges.ts). */
  prime(built: Iterable<LayerTimelines>): void
}

/** A device level and grid scale: what the scenes were built at, or what the layout is now. */
export interface Layout {
  level: Level
  scale: number
}

export interface Resize {
  /**
   * A layout change from `was` to `now`: at a new level or scale (from what the scenes were
   * built at), they are built again in the next write phase (`rebuild`), after the layer plugin
   * has laid the layers out for it, so split lines break where they now do; else only the
   * edge-word boxes are measured again (`reprime`). The hidden slides a visitor may see soon
   * wait until the layout stays still (`settle`).
   */
  layoutChange(was: Layout, now: Layout): void
  /** Builds a stale slide again, its timelines from the next read phase. */
  refresh(slide: number, entry: SlideEntry, change?: Change): void
  /**
   * Builds the stale slides needed soon again, one a frame, the nearest first (a slide change:
   * nothing to do, and no write job, when none is stale).
   */
  refreshStale(): void
  destroy(): void
}

/**
 * How long the layout stays as it is before the hidden slides a visitor may see soon are placed,
 * measured and, if stale, built again (ms).
 */
export const STILL_MS = 300

/**
 * A slide a visitor sees now (core writes `inert` on the others; a carousel shows several, a
 * change two): soon.ts's `showsNow`, written again here so that the chunk asks for no file of
 * the first download. The layer plugin places these at once at a layout change.
 */
function shows(entry: SlideEntry): boolean {
  return entry.layers[0]?.element.closest('[inert]') === null
}

/** The scenes built again after layout changes, for one module's timelines. */
export function createResize(deps: ResizeDeps): Resize {
  const { ctx, slides } = deps
  let cancelRefresh: () => void = () => {}
  let cancelPrime: () => void = () => {}
  let cancelRebuild: () => void = () => {}
  let cancelSettle: () => void = () => {}
  /** What the scenes were built at: the layout before the first change this chunk saw. */
  let built: Layout | undefined
  /** What the change waiting for its write phase changed (a new level since, should two come). */
  let kind: Change = 'scale'
  /**
   * The grid scale each layer's scenes hold (their px lengths): noted at the first layout change
   * after they were made, as the scale before it, and moved with them (`remeasure`). A layer not
   * noted was made since the last change, at the scale now.
   */
  const scales = new WeakMap<LayerTimelines, number>()
  /**
   * Measures the edge-word boxes of the timed slides that show again (a new stage size at the
   * same level and scale), or with `all` of every slide a visitor may see soon, in a read phase
   * after the layer plugin laid them out: their `in` then plays without forcing a layout of its
   * own (docs/performance-log.md, "Eighth session"). The others' boxes are measured as their tweens
   * start.
   */
  const reprime = (all?: boolean) => {
    cancelPrime()
    cancelPrime = ctx.scheduler.write(() => {
      cancelPrime = ctx.scheduler.read(() => {
        for (const [slide, entry] of slides)
          if (deps.soon(slide, entry) && !entry.stale && (all || shows(entry)))
            deps.prime(entry.built.values())
      })
    })
  }
  /**
   * Builds a slide again: its timelines undone, its layers' wrappers and splits kept where they
   * fit the new targets (`createTargets`), the rest undone.
   */
  const again = (entry: SlideEntry) => {
    const kept = new Map<string, LayerTargets>()
    deps.release(entry, false, kept)
    deps.prepare(entry, undefined, kept)
    for (const targets of kept.values()) targets.revert()
  }
  /**
   * Draws the kept layers with a stage word or a px length in `in` or `out` again where the
   * layout now puts them (keep.ts `redrawnAfter`): their px lengths moved to the scale now
   * (rescale.ts), their boxes measured in one read, then `in` read again (player.ts
   * `remeasure`). Returns those whose `in` is playing, to be built again (as before, they then
   * rest at its end).
   */
  const remeasure =
    (entry: SlideEntry) =>
    (ids: readonly string[]): string[] => {
      const kept = new Map<string, LayerTimelines>()
      const again: string[] = []
      const to = ctx.state.scale
      for (const id of ids) {
        const b = entry.built.get(id)
        if (!b) continue
        if (rescale(b.scenes, scales.get(b) ?? to, to)) kept.set(id, b)
        else again.push(id)
        scales.delete(b)
      }
      deps.prime(kept.values())
      for (const [id, b] of kept) if (!b.player.remeasure()) again.push(id)
      return again
    }
  const refresh = (slide: number, entry: SlideEntry, change = entry.stale ?? 'level') => {
    // Its splits and edge words read the layout: the layer plugin's first.
    deps.place(slide)
    entry.stale = undefined
    entry.pending?.()
    keepStill(entry, change, () => again(entry), remeasure(entry))
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
  // resize builds one slide, not every kept one, in its frame (issue #25; docs/performance-log.md,
  // "Fifty-seventh session", "Fifty-ninth session"). The layers whose scenes hold none of the
  // change's values are left as they are, playing or waiting (keep.ts, "Sixty-first session"),
  // those with a stage word in `in` or `out` drawn again where they wait ("Sixty-second
  // session"), and those moving by px there too, their tweens moved to the new scale
  // (rescale.ts, "Sixty-third session").
  const rebuild = (change: Change) => {
    for (const [slide, entry] of slides) {
      // Built again for this change and for any it waited stale since.
      const since = entry.stale === 'level' ? 'level' : change
      const later = !entry.shown && slide >= 0 && slide !== ctx.state.index
      keepStill(
        entry,
        since,
        () => {
          if (later) entry.stale = since
          else if (entry.stale || entry.pending) refresh(slide, entry, since)
          else {
            // A layer whose in waits for a trigger keeps waiting where it was.
            const held = new Map([...entry.built].map(([id, b]) => [id, b.player.held()]))
            again(entry)
            deps.time(entry)
            for (const [id, b] of entry.built) {
              if (entry.shown) b.player.rest(held.get(id))
              else b.player.wait()
            }
          }
        },
        // A slide not showing measures them again when it is soon, with its other layers.
        later
          ? () => {
              entry.stale = since
              return []
            }
          : remeasure(entry),
      )
    }
    // A stale slide that shows (a carousel's) is built again now, one a frame; the hidden ones
    // once the layout stays still (`settle`).
    for (const entry of slides.values()) if (entry.stale && shows(entry)) return refreshStale()
  }
  /**
   * Once the layout stays still: the hidden slides a visitor may see soon are placed, their
   * edge-word boxes measured, and the stale ones built again, one a frame. A window dragged
   * lays the module out again every frame; drawing the hidden neighbours again at each step,
   * then placing them, was a third and then a quarter of a drag's script (issue #25;
   * docs/performance-log.md, "Sixty-third session", "Sixty-fourth session"). At a phone's CPU a
   * step of the real export took 170–200 ms, so 150 ms still came in the middle of a drag. A
   * change to one of them places and builds it as it starts.
   */
  const settle = () => {
    for (const [slide, entry] of slides) if (deps.soon(slide, entry)) deps.place(slide)
    reprime(true)
    refreshStale()
  }
  const layoutChange = (was: Layout, now: Layout) => {
    built ??= was
    for (const entry of slides.values())
      for (const b of entry.built.values()) if (!scales.has(b)) scales.set(b, was.scale)
    cancelSettle()
    cancelSettle = ctx.scheduler.after(STILL_MS, settle)
    if (now.level === built.level && Math.abs(now.scale - built.scale) < 0.005) return reprime()
    if (now.level !== built.level) kind = 'level'
    built = now
    cancelRebuild()
    cancelRebuild = ctx.scheduler.write(() => {
      rebuild(kind)
      kind = 'scale'
    })
  }
  return {
    layoutChange,
    refresh,
    // Asked at every slide change: a write job wakes the scheduler for a frame, which a change
    // the browser animates does not run, so one is asked only when some slide is stale.
    refreshStale() {
      for (const entry of slides.values()) if (entry.stale) return refreshStale()
    },
    destroy() {
      cancelRefresh()
      cancelPrime()
      cancelRebuild()
      cancelSettle()
    },
  }
}
