import type { LayerModel, Level, PluginContext, Reporter } from '@strata/core'
import { isRec, quiet } from '@strata/core/kit'
import type { gsap } from 'gsap'
import type { Hover } from '../hover'
import { planWith } from './browser-plan'
import type { Clock } from './clock'
import { type Fade, fadeScene, fadesOf, type SceneTimeline, startsHere } from './fade-scene'
import { gsapLoaded, sceneBuilder } from './gsap-chunk'
import { type Hold, holdsOf } from './holds'
import type { Keyframe } from './keyframe'
import { loadLoops, loopSampler } from './loop-chunk'
import { createLayerPlayer, type LayerPlayer, type SlideAt } from './player'
import { SPLITTABLE } from './split'
import { createTargets, type LayerTargets } from './targets'
import { isScene, readScene, type Track } from './tracks'
import type { Random } from './values'

/** A built layer handed to the timelines: its model and the element they animate. */
export interface BuiltLayer {
  model: LayerModel
  element: HTMLElement
}

/**
 * A layer whose tracks are read and whose targets (wrappers, split, origin and will-change) are
 * written: the DOM part of its timelines, done with the slide's other writes.
 */
export interface PreparedLayer {
  layer: BuiltLayer
  slide: SlideAt
  tracks: Map<string, Track[]>
  targets: LayerTargets
  /** Some keyframe places it by an edge word, measured from the layout (edges.ts). */
  edges: boolean
  /** Its `in` has such a keyframe: measured again each time `in` plays. */
  measured: boolean
  /** Its scenes that only fade, by name: played without GSAP (fade-scene.ts). */
  fades: Map<string, Fade[]>
  /** Some scene of it is a GSAP timeline (made in a GSAP context of its own). */
  gsap: boolean
}

/** A layer's scenes, ready to play. */
export interface LayerTimelines {
  player: LayerPlayer
  targets: LayerTargets
  scenes: SceneTimeline[]
  /** Some keyframe places it by an edge word, measured from the layout (edges.ts). */
  edges: boolean
  /**
   * The GSAP context its GSAP scenes were made in: one per layer, so a released layer's tweens
   * go with it (a module-wide context would keep every tween of every slide ever built). None
   * when every scene only fades: GSAP then never touches the layer.
   */
  scope?: gsap.Context
}

/** What building a layer's timelines needs from the module. */
export interface LayerEnv {
  ctx: PluginContext
  clock: Clock
  hover: Hover
  random: Random
  report: Reporter
  /** The device level and layer grid scale the values are read at. */
  at(): { level: Level; scale: number }
}

const SPLIT_TRACKS = new Set(['words', 'lines', 'chars'])

/** Where the slide sits in the raw data; global slides have negative indices. */
function slidePath(ctx: PluginContext, { index: slide }: SlideAt) {
  const model = slide < 0 ? ctx.module.globalSlides[-1 - slide] : ctx.module.slides[slide]
  return (model?.path ?? `slides.${model?.id ?? slide}`).replace(/\.slide$/, '')
}

/**
 * Only `x` and `y` take edge words (keyframe.ts): a function is theirs (issue #25: no list of
 * values a keyframe).
 */
function edgeFrame(kf: Keyframe) {
  return typeof kf.motion.x === 'function' || typeof kf.motion.y === 'function'
}
function byEdge(t: Track) {
  return t.frames.some(edgeFrame)
}
function fadesOpacity(kf: Keyframe) {
  return 'opacity' in kf.motion
}
function splits(t: Track) {
  return SPLIT_TRACKS.has(t.name)
}

/**
 * Reads a layer's `tl` (docs/data-format/README.md: scene → track → keyframes) at the current level and
 * makes its targets (`previous`, the layer's targets at the level before, when they fit); null
 * when it has none. Bad parts are reported. Only writes the DOM (the
 * wrappers, the split, inline origin and will-change): its reads come with `timeLayer`.
 */
export function prepareLayer(
  env: LayerEnv,
  slide: SlideAt,
  layer: BuiltLayer,
  previous?: LayerTargets,
): PreparedLayer | null {
  const { ctx, report } = env
  const { model, element } = layer
  const raw = model.raw.tl
  // Core guarantees `tl` is an object of object scenes or absent (it reports the rest).
  if (!isRec(raw)) {
    previous?.revert()
    return null
  }
  const path = `${slidePath(ctx, slide)}.layers.${model.id}.tl`
  const read = { ...env.at(), random: env.random, report }
  const tracks = new Map<string, Track[]>()
  const all: Track[] = []
  // `for…in` over own keys and index loops, not `for…of` over entries: this runs for every built
  // layer, mostly before V8 optimises it, where the iterator protocol is bytecode and baseline
  // code each call site (docs/performance-log.md, "Twenty-third session"), and a key list, a
  // closure or an iterator is garbage a layer (issue #25).
  for (const name in raw) {
    if (!Object.hasOwn(raw, name)) continue
    if (!isScene(name)) {
      report(`${path}.${name}`, 'unknown scene; expected in, out, loop or scene_N')
      continue
    }
    const list = readScene(raw[name], name, read, `${path}.${name}`)
    tracks.set(name, list)
    for (let i = 0; i < list.length; i++) all.push(list[i] as Track)
  }
  if (!all.length) {
    previous?.revert()
    return null
  }
  const splittable = SPLITTABLE.has(model.type)
  if (!splittable && all.some(splits))
    report(path, `words, lines and chars tracks need a text layer, not ${model.type}; not animated`)
  const targets = createTargets(element, all, splittable, previous)
  // Each target's origin as its first scene (`in` when there is one) has it, written inline now,
  // with the other layout writes: GSAP then need not read it (build.ts).
  const first = tracks.get('in') ?? all
  for (let i = 0; i < first.length; i++) {
    const track = first[i] as Track
    targets.pin(track.name, track.origin)
  }
  const fades = new Map<string, Fade[]>()
  let gsap = false
  tracks.forEach((list, name) => {
    // Scenes that only fade need nothing of GSAP; they are decided here, with the origins pinned
    // (fadesOf reads no fade or promotion, so one pass decides a scene and writes its targets).
    const f = name === 'loop' ? undefined : fadesOf(list, targets)
    if (f) fades.set(name, f)
    else if (list.length) gsap = true
    // Opacity that reaches 1 and leaves it again: one element's own layer for as long as it is
    // built, rather than a layout each time (split pieces are too many to promote). GSAP's tweens
    // read their start opacity (`readOpacity`); a fade scene knows its values.
    for (let i = 0; i < list.length; i++) {
      const track = list[i] as Track
      if (!track.frames.some(fadesOpacity)) continue
      // A fade that starts where the element is reads its opacity inline, so it is put there.
      if (!f || f.some(startsHere)) targets.fade(track.name)
      if (!splits(track)) targets.promote(track.name, 'opacity')
    }
  })
  return {
    layer,
    slide,
    tracks,
    targets,
    edges: all.some(byEdge),
    measured: tracks.get('in')?.some(byEdge) ?? false,
    fades,
    gsap,
  }
}

/** Some keyframe of the track repeats forever (export `repeat: -1`). */
function forever(track: Track) {
  return track.frames.some((kf) => kf.repeat < 0)
}

/** Some track of the scene moves the layer's element itself, as a hover tween does. */
function moves(list: readonly Track[], p: PreparedLayer, element: HTMLElement) {
  return list.some((track) => p.targets.get(track.name).includes(element))
}

/** A failed load of the loop sampler: the scene keeps moving frame by frame, as it looks the same. */

/** GSAP timeline vars of a scene: a loop repeats (made once, GSAP copies them). */
const LOOP = { repeat: -1 }
const ONCE = {}

/** Makes a prepared layer's scenes as paused timelines and its player; writes nothing. */
export function timeLayer(env: LayerEnv, p: PreparedLayer): LayerTimelines {
  const { ctx, hover } = env
  const { model, element } = p.layer
  let player: LayerPlayer | undefined
  const timelines = new Map<string, SceneTimeline>()
  const holds = new Map<string, readonly Hold[]>()
  const make = () =>
    p.tracks.forEach((list, name) => {
      if (!list.length) return
      const hooks = {
        start: (frame: number) => {
          // docs/behaviour.md §4: the hover tween is killed when a frame starts.
          hover.kill(element)
          player?.frame(name, frame, 'start')
        },
        end: (frame: number) => player?.frame(name, frame, 'end'),
      }
      const fades = p.fades.get(name)
      const loop = name === 'loop'
      const tl = fades
        ? fadeScene(list, fades, hooks)
        : sceneBuilder()(list, p.targets, hooks, loop ? LOOP : ONCE)
      // A scene that never ends (a loop, or a keyframe repeating forever) plays in the browser
      // (loop-plan.ts), but not where a hover tween moves the same element by script (its
      // content, filter or clip tracks): the browser's animation would hide it. The loop and pan
      // tracks move wrappers of their own.
      if (
        !fades &&
        (loop || list.some(forever)) &&
        !(model.hover?.use && moves(list, p, element))
      ) {
        // Data `prepare` did not see: GSAP moves it until the sampler arrives (loop-chunk.ts).
        if (!loopSampler()) loadLoops().catch(quiet)
        planWith(tl, () => loopSampler()?.(tl as gsap.core.Timeline))
      }
      timelines.set(name, tl)
      holds.set(name, holdsOf(list))
    })
  // GSAP's scenes in the layer's own context (not inside another): releasing the layer kills them.
  const scope = p.gsap ? gsapLoaded().context(make) : undefined
  if (!scope) make()
  const listen = model.raw.listen
  player = createLayerPlayer({
    element,
    slide: p.slide,
    layerId: model.id,
    scenes: timelines,
    holds,
    clock: env.clock,
    emit: (n, e) => ctx.emit(n, e),
    interactive: model.actions.length > 0 || (Array.isArray(listen) && listen.length > 0),
    measured: p.measured,
  })
  return {
    player,
    targets: p.targets,
    scenes: Array.from(timelines.values()),
    edges: p.edges,
    scope,
  }
}
