import type { PluginContext } from '@strata/core'
import { createHover } from '../hover'
import { shiftDown } from '../shift-down'
import { createClock, quietTicker } from './clock'
import { forgetBoxes, primeBoxes } from './edges'
import { dropSceneParent, gsapNow, loadGsap } from './gsap-chunk'
import {
  type BuiltLayer,
  type LayerEnv,
  type LayerTimelines,
  type PreparedLayer,
  prepareLayer,
  timeLayer,
} from './layer'
import { loadResize, type Resize, type ResizeChunk, resizeChunk } from './resize-chunk'
import { soonShown } from './soon'
import { loadSplit, needsSplit, splitMeasures, splitText } from './split'
import type { LayerTargets } from './targets'
import { mathRandom, type Random } from './values'

export type { LayerFrameEvent } from './events'
export type { BuiltLayer } from './layer'

/**
 * Layers a hidden slide's timelines are made for in one read phase: a real export's neighbour
 * (28 layers, GSAP's scenes) timed at once was a frame of its own of 15–50 ms at a phone's CPU
 * right after its build's, 6.7 ms here (issue #25; docs/performance-log.md, "Sixtieth session").
 */
export const PIECE = 6

export interface Timelines {
  /**
   * Builds the timelines of a slide's layers (after the layer plugin built their elements).
   * `mount`, when given, puts the layers into the page: called once the targets that need no
   * layout (wrappers, word splits) are written, so writing them costs none.
   */
  attach(slideIndex: number, layers: ReadonlyArray<BuiltLayer>, mount?: () => void): void
  /**
   * Releases a slide's timelines, splits and wrappers (before its elements go). With `discard`
   * the elements are about to be removed: their tweens are killed where they are, and nothing is
   * reverted (no style read or written for elements no one will see).
   */
  detach(slideIndex: number, discard?: boolean): void
  destroy(): void
}

export interface TimelineOptions {
  /** Draws random values of `{a,b}` ranges. @default Math.random in [a, b] */
  random?: Random
  /**
   * Places a slide the layer plugin left as it was at a layout change (a hidden one), before
   * its scenes are built again or its boxes measured (resize.ts). @default nothing to place
   */
  place?(slide: number): void
}

/** What the timelines keep of a built slide. */
export interface SlideEntry {
  /**
   * Its index now: moved down with its key when an earlier slide is removed, for what reads it
   * later (a chunk that arrives, its players' events).
   */
  index: number
  layers: ReadonlyArray<BuiltLayer>
  built: Map<string, LayerTimelines>
  /** Its `in` has been played since it became current. */
  shown: boolean
  /** Cancels the scheduled build of a slide that is not showing yet (see `attach`). */
  pending?: () => void
  /** Its layers' targets, written with its build; their timelines come in the read phase. */
  prepared: PreparedLayer[]
  /** Layers that wait for GSAP or SplitText: hidden until their chunk comes (`loadLater`). */
  waiting: Set<BuiltLayer>
  /** Built for another level or scale, not showing: built again when needed (resize.ts). */
  stale?: 'scale' | 'level'
}

/**
 * Layer timelines and hover for one module: scenes in, out, loop and scene_N (docs/behaviour.md §4),
 * played as paused GSAP timelines moved by the slider's scheduler (see README "Timelines").
 */
export function createTimelines(ctx: PluginContext, options: TimelineOptions = {}): Timelines {
  const random = options.random ?? mathRandom
  const clock = createClock(ctx.scheduler)
  const hover = createHover(clock, () => ctx.state.scale)
  const slides = new Map<number, SlideEntry>()
  const said = new Set<string>()
  // Rebuilds (a new device level) read the data again: say each problem once.
  const report = (path: string, message: string) => {
    if (said.has(`${path}\n${message}`)) return
    said.add(`${path}\n${message}`)
    ctx.services.report(path, message)
  }
  let level = ctx.state.level
  let scale = ctx.state.scale
  const env: LayerEnv = { ctx, clock, hover, random, report, at: () => ({ level, scale }) }

  /** Shows the layers that waited for a chunk again (built, released or given up). */
  const unhide = (entry: SlideEntry) => {
    for (const { element } of entry.waiting) element.style.visibility = ''
    entry.waiting.clear()
  }
  /**
   * Undoes a slide's timelines and targets. With `keep` (a build again for a new level) each
   * layer's targets go in `keep` by layer id as they are, for `prepare` to reuse (createTargets
   * clears them) or undo.
   */
  const release = (entry: SlideEntry, discard = false, keep?: Map<string, LayerTargets>) => {
    // None of its layers waits now: a chunk that lands later builds none (`loadLater`).
    if (discard) entry.waiting.clear()
    else unhide(entry)
    const undo = (id: string, targets: LayerTargets) => {
      if (keep) keep.set(id, targets)
      else targets.revert()
    }
    for (const [id, b] of entry.built) {
      b.player.stop()
      if (!discard) {
        for (const tl of b.scenes) tl.revert()
        undo(id, b.targets)
      }
      b.scope?.kill()
    }
    if (!discard) for (const p of entry.prepared) undo(p.layer.model.id, p.targets)
    for (const { element } of entry.layers) hover.detach(element)
    entry.built.clear()
    entry.prepared = []
  }

  /** Hides `layer` until the chunks it needs arrive; the first to wait starts the load. */
  const wait = (entry: SlideEntry, layer: BuiltLayer) => {
    if (!entry.waiting.size) loadLater(entry)
    entry.waiting.add(layer)
    layer.element.style.visibility = 'hidden'
  }
  /**
   * Reads `layers`' timelines and writes their targets (the DOM part); layers that split wait
   * (hidden) when SplitText is not here yet, and so do layers with a scene GSAP moves when GSAP
   * is not (the plugin's `prepare` loads both first for the data it sees).
   */
  const prepareLayers = (
    entry: SlideEntry,
    layers: Iterable<BuiltLayer>,
    kept?: Map<string, LayerTargets>,
  ) => {
    const made: PreparedLayer[] = []
    for (const layer of layers) {
      const previous = kept?.get(layer.model.id)
      kept?.delete(layer.model.id)
      if (!splitText() && needsSplit(layer.model)) {
        previous?.revert()
        wait(entry, layer)
        continue
      }
      const p = prepareLayer(env, entry, layer, previous)
      if (p && !gsapNow() && p.gsap) {
        p.targets.revert()
        wait(entry, layer)
      } else if (p) made.push(p)
    }
    return made
  }
  /** Measures the edge-word boxes of the layers that have such words (in a read phase). */
  const primeEdges = (built: Iterable<LayerTimelines>) => {
    for (const b of built) if (b.edges) primeBoxes(b.targets.all())
  }
  /** Makes the prepared layers' timelines: GSAP's reads, batched, and no write before them. */
  const timeLayers = (entry: SlideEntry, prepared: readonly PreparedLayer[]) => {
    const made: LayerTimelines[] = []
    const read: LayerTimelines[] = []
    const gsap = gsapNow()
    // `forEach`, not `for…of`: every built slide's layers are timed here, mostly before V8
    // optimises it (docs/performance-log.md, "Twenty-third session").
    prepared.forEach((p) => {
      const b = timeLayer(env, p)
      entry.built.set(p.layer.model.id, b)
      made.push(b)
      // A layer GSAP moves, or may (its hover tween): GSAP reads its transform once.
      if (gsap && (b.scope || p.layer.model.hover?.use)) read.push(b)
    })
    // GSAP reads each target's computed transform once, on its first tween. Read them all
    // here, before any tween writes: one layout for the slide, not one per layer.
    read.forEach((b) => {
      b.targets.all().forEach((el) => {
        gsap?.getProperty(el, 'x')
      })
    })
    // Layers that only fade or only show need no such read, but the layout is still taken here:
    // at load this is the document's first layout, which runs faster here than in the first
    // frame (docs/performance-log.md, "Twelfth session"; for layers with no timeline, "Forty-first
    // session"); in a read phase it costs nothing.
    if (!read.length) void (prepared[0]?.layer ?? entry.layers[0])?.element.offsetWidth
    // Edge words (`x: left`...) measure the layout: all in this same read, not one per tween.
    primeEdges(made)
    // Their opacity too, and only then written inline, where GSAP's tweens read it.
    const writes = made.map((b) => b.targets.readOpacity())
    writes.forEach((write) => {
      write()
    })
    quietTicker()
    return made
  }
  /**
   * Builds the waiting layers of `entry` when their chunks arrive (GSAP; SplitText too when one
   * splits, asked once all of this build's layers are waiting), if the slide still has them (not
   * released since), at its index then: an earlier slide may have been removed meanwhile.
   */
  const loadLater = (entry: SlideEntry) => {
    const arrived = () => {
      if (!entry.waiting.size) return
      const layers = [...entry.waiting]
      unhide(entry)
      for (const b of timeLayers(entry, prepareLayers(entry, layers))) {
        if (entry.shown) void b.player.play('in', { jump: ctx.state.reducedMotion })
        else b.player.wait()
      }
    }
    const splits = () => [...entry.waiting].some((l) => needsSplit(l.model))
    loadGsap()
      .then(() => (splits() ? loadSplit() : undefined))
      .then(arrived, () => {
        report(
          'layers',
          gsapNow()
            ? 'SplitText could not load; split text shows without its animation'
            : 'GSAP could not load; layers it animates show without their animation',
        )
        unhide(entry)
      })
  }

  /**
   * Writes a slide's targets and hover (with the slide's build, before the frame lays out); those
   * that need no layout before `mount` puts the layers in the page, line splits after.
   */
  const prepare = (entry: SlideEntry, mount?: () => void, kept?: Map<string, LayerTargets>) => {
    for (const layer of entry.layers) hover.attach(layer.model, layer.element)
    const later = entry.layers.filter((l) => splitMeasures(l.model))
    // Without line splits the layers are prepared in their order: no copy, map or sort of them
    // (issue #25).
    const now = prepareLayers(
      entry,
      later.length ? entry.layers.filter((l) => !later.includes(l)) : entry.layers,
      kept,
    )
    mount?.()
    if (!later.length) {
      entry.prepared = now
      return
    }
    const order = new Map(entry.layers.map((l, i) => [l, i]))
    entry.prepared = [...now, ...prepareLayers(entry, later, kept)].sort(
      (a, b) => (order.get(a.layer) ?? 0) - (order.get(b.layer) ?? 0),
    )
  }
  /** Makes the timelines of a prepared slide. */
  const time = (entry: SlideEntry) => {
    entry.pending?.()
    entry.pending = undefined
    timeLayers(entry, entry.prepared.splice(0))
  }
  /** Times the rest of a slide's layers and sets them all to wait in their "from" state. */
  const settle = (entry: SlideEntry) => {
    time(entry)
    for (const b of entry.built.values()) b.player.wait()
  }
  /**
   * Times a slide that does not show `PIECE` layers a read phase; the last piece sets them all
   * to wait (`settle`): their writes in one frame, one layout (written piece by piece, each
   * piece's frame laid the slide out again). `ensure` settles it at once when it is needed
   * sooner; one gone stale meanwhile is built again when it is soon (`refreshStale`) or needed.
   */
  const timeLater = (entry: SlideEntry) => {
    entry.pending = ctx.scheduler.read(() => {
      if (entry.stale) entry.pending = undefined
      else if (entry.prepared.length > PIECE) {
        timeLayers(entry, entry.prepared.splice(0, PIECE))
        timeLater(entry)
      } else settle(entry)
    })
  }
  /** Times a slide whose layers were waiting for the read phase now, as it is needed. */
  const ensure = (slide: number): SlideEntry | undefined => {
    const entry = slides.get(slide)
    if (entry?.stale) resize?.refresh(slide, entry)
    if (entry?.pending) settle(entry)
    return entry
  }

  const playIn = (slide: number) => {
    const entry = ensure(slide)
    if (!entry || entry.shown) return
    entry.shown = true
    // One options object for the slide, `forEach` (issue #25: an object and an iterator step a
    // layer). `play` reads the options as it starts.
    const options = { jump: ctx.state.reducedMotion }
    entry.built.forEach((b) => {
      void b.player.play('in', options)
    })
  }

  let dead = false
  /** What a layout change does to the scenes, once its chunk is in (resize.ts). */
  let resize: Resize | undefined
  const resizer = (chunk: ResizeChunk) =>
    (resize ??= chunk.createResize({
      ctx,
      slides,
      release,
      prepare,
      time,
      timeLater,
      soon: (slide, entry) => soonShown(ctx, slide, entry.layers[0]?.element),
      place: options.place ?? (() => {}),
      prime: primeEdges,
    }))
  const offs = [
    ctx.on('slide:remove', ({ index }) => {
      shiftDown(slides, index)
      // A chunk that lands later, and the layers' events, read the index from the entry.
      for (const [i, entry] of slides) entry.index = i
    }),
    ctx.on('slide:after', ({ index }) => {
      playIn(index)
      // The new neighbours, should they have waited stale (only the resize chunk makes one so).
      resize?.refreshStale()
    }),
    ctx.on('module:ready', () => {
      // Global layers (negative indices from the layer plugin) enter with the first slide.
      for (const slide of [ctx.state.index, ...slides.keys()])
        if (slide === ctx.state.index || slide < 0) playIn(slide)
    }),
    ctx.on('actions:scene', ({ scene, targets }) => {
      // The current slide's layers, then the global ones.
      const shown = [...slides].filter(([i]) => i === ctx.state.index || i < 0)
      for (const [i] of shown) ensure(i)
      for (const id of targets) {
        const hit = shown.map(([, e]) => e.built.get(String(id))).find(Boolean)
        // An action is the trigger a waiting frame waits for.
        void hit?.player.play(scene, { jump: ctx.state.reducedMotion, trigger: true })
      }
    }),
    ctx.on('layout:change', (e) => {
      // The boxes of the edge words moved; what else the change does is the resize chunk's,
      // once it is in (a module no one resizes never loads it).
      forgetBoxes()
      const was = { level, scale }
      level = e.level
      scale = e.scale
      const next = (chunk: ResizeChunk) => {
        if (!dead) resizer(chunk).layoutChange(was, e)
      }
      const chunk = resizeChunk()
      if (chunk) next(chunk)
      else
        loadResize().then(next, () => {
          if (!dead)
            report('layers', 'scenes could not be laid out again; they keep their earlier values')
        })
    }),
    ctx.addTransition(async (req) => {
      const from = req.from >= 0 ? ensure(req.from) : undefined
      if (from) from.shown = false
      // As `playIn`: one options object, no copy of the layers.
      const options = { jump: req.reducedMotion }
      const outs: Promise<void>[] = []
      from?.built.forEach((b) => {
        outs.push(b.player.play('out', options))
      })
      // A neighbour built in this frame gets its timelines in the next read phase, where its
      // elements are laid out already (its pending job runs first); its layers are in their
      // "from" state before that frame paints.
      const to = slides.get(req.to)
      if (to?.stale) resize?.refresh(req.to, to)
      if (to?.pending && !ctx.root.ownerDocument.hidden)
        await new Promise<void>((resolve) => ctx.scheduler.read(resolve))
      ensure(req.to)?.built.forEach((b) => {
        b.player.wait()
      })
      await Promise.all(outs)
    }),
  ]

  return {
    attach(slide, layers, mount) {
      if (slides.has(slide)) this.detach(slide)
      const entry: SlideEntry = {
        index: slide,
        layers,
        built: new Map(),
        shown: false,
        waiting: new Set(),
        prepared: [],
      }
      slides.set(slide, entry)
      const s = ctx.state
      prepare(entry, mount)
      // A slide that shows is timed now. A neighbour built ahead of time has its targets written
      // now, with its elements, and its timelines made from the next read phase, when all of it
      // is laid out already and GSAP's style reads cost no layout, a piece a frame; a slide
      // needed sooner is timed then (`ensure`).
      if (slide < 0 || slide === s.index || s.index < 0) {
        settle(entry)
        if (s.ready && (slide < 0 || (s.index === slide && !s.locked))) playIn(slide)
      } else timeLater(entry)
    },
    detach(slide, discard) {
      const entry = slides.get(slide)
      if (!entry) return
      entry.pending?.()
      release(entry, discard)
      slides.delete(slide)
    },
    destroy() {
      for (const off of offs) off()
      dead = true
      resize?.destroy()
      clock.destroy()
      for (const slide of [...slides.keys()]) this.detach(slide)
      hover.destroy()
      dropSceneParent()
      quietTicker()
    },
  }
}
