import type { RawRecord, RawValue } from '@strata/core'
import type { BuiltLayer } from './layer'

// The layers whose scenes a new scale or level leaves as they are, and a slide built again
// without them (resize.ts, in its chunk; docs/performance-log.md, "Sixty-first session").

/** What a layout change changed for the scenes: the grid's scale only, or the device level. */
export type Change = 'scale' | 'level'

/** The part of a slide's timelines entry a build again reads and writes (index.ts `SlideEntry`). */
export interface KeptEntry<B, P extends { layer: BuiltLayer }> {
  layers: ReadonlyArray<BuiltLayer>
  built: Map<string, B>
  prepared: P[]
  waiting: ReadonlySet<BuiltLayer>
}

/** A record (core's `isRec`, here so that the chunk asks for no file of core's). */
function isRec(v: RawValue): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** `"#a"` or absent: a per-level slot that takes a neighbouring slot's value (`atLevel`). */
function unset(v: RawValue) {
  return v === undefined || v === null || v === '' || v === '#a'
}

/** Stage words (edges.ts, which reads them in any case): measured from the layout. */
const STAGE = /^(left|right|top|bottom|mid|middle|cent(er|re)|c)$/i

/** A stage word in a slot (edges.ts): an offset measured from the layout as its scene starts. */
function stage(v: RawValue): boolean {
  return typeof v === 'string' && STAGE.test(v.trim())
}

/**
 * A length slot that holds a value of the scale or the layout: px other than 0 (scaled with
 * the grid), a random range, a stage word. Not `%`, 0 or a layer-box word (`(left)`: `-100%`).
 */
function scaled(v: RawValue): boolean {
  // `inherit` is the keyframe before's value, read on its own keyframe.
  if (unset(v) || v === 'inherit') return false
  if (typeof v === 'number') return v !== 0
  if (typeof v !== 'string') return true
  const s = v.trim()
  if (stage(s) || s.startsWith('{')) return true
  return (
    !/%\)?$/.test(s) &&
    !/^\((left|right|top|bottom)\)$/.test(s) &&
    !!Number.parseFloat(s.replace(/^\(/, ''))
  )
}

/** The slots of a value: a per-level list's, or the value's own. */
function slots(v: RawValue): readonly RawValue[] {
  return Array.isArray(v) ? v : [v]
}

/** A per-level list whose set slots are one plain value. */
function oneValue(v: RawValue): boolean {
  let first: RawValue
  for (const slot of slots(v)) {
    if (unset(slot)) continue
    if (typeof slot === 'object' || (first !== undefined && slot !== first)) return false
    first = slot
  }
  return true
}

/** A keyframe's lengths: its motion, and blur on it or in its filter record. */
function lengthsOf(kf: Record<string, RawValue>): RawValue[] {
  const filter = isRec(kf.filter) ? kf.filter : {}
  return [kf.x, kf.y, kf.z, kf.blur, filter.blur]
}

/**
 * Scenes whose values are read again as they next play (player.ts): `in` when it has a stage
 * word or is invalidated at a layout change (`remeasure`), `out` always. A stage word there
 * leaves the layer's rest where it is; a px length is moved to the new scale in its tweens
 * (rescale.ts); `in`'s waiting state is drawn again.
 */
const REPLAYED = new Set(['in', 'out'])

/**
 * A length an entered layer rests at whatever the scale: set, and 0, % or a layer-box word at
 * each level it is set at (not `inherit`, which may keep a px length from the keyframe before).
 */
function resting(v: RawValue): boolean {
  const all = slots(v)
  return all.some((s) => !unset(s)) && all.every((s) => unset(s) || (s !== 'inherit' && !scaled(s)))
}

/** What a `tl`'s scenes hold, read once: see {@link sameAfter} and {@link redrawnAfter}. */
type Flags = [scale: boolean, level: boolean, redrawn: boolean]

/**
 * Walks a `tl`: [no value of the scale but those moved to it, the same at every level, a stage
 * word or a px length in `in`/`out`, drawn again].
 */
function read(tl: RawValue): Flags {
  let scale = true
  let level = true
  let redrawn = false
  const walk = (raw: RawValue, key: string, depth: number): void => {
    // Deeper than a real export's scenes go, or circular (core reports it, and leaves the data
    // as it is): not known to be the same, so built again.
    if (depth > 31) scale = level = false
    else if (Array.isArray(raw)) {
      // A track's keyframes (`all`) are records; any other list is a per-level value.
      if (key === 'all') for (const kf of raw) walk(kf, '', depth + 1)
      else level &&= oneValue(raw)
    } else if (isRec(raw)) {
      for (const k in raw) if (Object.hasOwn(raw, k)) walk(raw[k], k, depth + 1)
    }
  }
  if (!isRec(tl)) return [scale, level, redrawn]
  walk(tl, '', 0)
  for (const [sceneName, scene] of Object.entries(tl)) {
    if (!isRec(scene)) continue
    const replayed = REPLAYED.has(sceneName)
    for (const [name, track] of Object.entries(scene)) {
      // Lines break where the layout puts them; a character split is made again with them.
      if (name === 'lines' || name === 'chars') scale = false
      const frames = isRec(track) && Array.isArray(track.all) ? track.all : []
      // x, y and z (`lengthsOf` lists them first) with a px length in this track.
      const moved = [false, false, false]
      for (const kf of frames) {
        if (!isRec(kf)) continue
        const lengths = lengthsOf(kf)
        for (let i = 0; i < lengths.length; i++)
          for (const slot of slots(lengths[i])) {
            // Stage words place x and y only.
            if (replayed && i < 2 && stage(slot)) redrawn = true
            else if (replayed && i < 3 && scaled(slot)) {
              redrawn = true
              moved[i] = true
            } else if (scaled(slot)) scale = false
          }
      }
      // `in` rests at its last keyframe: a px length it ends at, or keeps from before, would leave
      // an entered layer where the old scale put it (its tweens are moved, not played again).
      const last = frames[frames.length - 1]
      if (sceneName === 'in' && isRec(last)) {
        const lengths = lengthsOf(last)
        for (let i = 0; i < 3; i++) if (moved[i] && !resting(lengths[i])) scale = false
      }
    }
  }
  return [scale, level, redrawn]
}

const known = new WeakMap<object, Flags>()
/**
 * The flags of scenes as text, for the layout change being read: an export repeats its
 * animation presets layer after layer and slide after slide, and the browser writes a `tl` out
 * several times faster than {@link read} walks it, mostly before V8 optimises it (the first
 * change reads every kept slide's layers; issue #25). Dropped once the change's reads are done.
 */
const byText = new Map<string, Flags>()

function textOf(tl: RawRecord): string | undefined {
  try {
    return JSON.stringify(tl)
  } catch {
    // Not JSON's (a cycle, a BigInt): read on its own.
    return undefined
  }
}

function flagsOf(tl: RawRecord): Flags {
  let flags = known.get(tl)
  if (!flags) {
    const text = textOf(tl)
    flags = (text !== undefined && byText.get(text)) || read(tl)
    if (text !== undefined) {
      if (!byText.size) queueMicrotask(() => byText.clear())
      byText.set(text, flags)
    }
    known.set(tl, flags)
  }
  return flags
}

/**
 * Whether a layer's scenes (its `tl`) are the same after `change`: none of their values scales
 * with the grid or is measured from the layout but when they play (a stage word in `in` or
 * `out`), and for a new level its data is the same at every level (an export's
 * `[0, "#a", "#a", "#a", "#a"]` is). Read once a `tl`.
 */
export function sameAfter(tl: RawValue, change: Change): boolean {
  if (!isRec(tl)) return true
  const flags = flagsOf(tl)
  return flags[0] && (change === 'scale' || flags[1])
}

/**
 * Whether a layer kept after a change is drawn again: a stage word in `in` or `out`, measured
 * from the layout as they play, or a px length there, moved to the new scale (rescale.ts).
 */
export function redrawnAfter(tl: RawValue): boolean {
  return isRec(tl) && flagsOf(tl)[2]
}

/**
 * Runs `build` (a slide built again: index.ts's own code) on `entry` without the layers
 * `change` leaves as they are, which then stay as they were, timed or prepared, playing or
 * waiting. Nothing runs when every layer stays; a layer waiting for a chunk never stays, nor
 * one to draw again ({@link redrawnAfter}) whose scenes are not made yet (its keyframes were
 * read at the old scale). `measure` gets the ids of the staying layers to draw again first, and
 * returns those it could not draw again: they are built again with the others.
 */
export function keepStill<B, P extends { layer: BuiltLayer }>(
  entry: KeptEntry<B, P>,
  change: Change,
  build: () => void,
  measure: (ids: string[]) => readonly string[],
): void {
  const stay = new Set<string>()
  const measured: string[] = []
  for (const layer of entry.layers) {
    const { raw, id } = layer.model
    if (entry.waiting.has(layer) || !sameAfter(raw.tl, change)) continue
    const redrawn = redrawnAfter(raw.tl)
    if (redrawn && !entry.built.has(id)) continue
    stay.add(id)
    if (redrawn) measured.push(id)
  }
  if (measured.length) for (const id of measure(measured)) stay.delete(id)
  if (stay.size === entry.layers.length) return
  if (!stay.size) {
    build()
    return
  }
  const { layers, built, prepared } = entry
  const staying = (id: string) => stay.has(id)
  entry.layers = layers.filter((l) => !staying(l.model.id))
  entry.built = new Map([...built].filter(([id]) => !staying(id)))
  entry.prepared = prepared.filter((p) => !staying(p.layer.model.id))
  build()
  const made = entry.built
  entry.layers = layers
  entry.built = new Map([...built].filter(([id]) => staying(id)))
  for (const [id, b] of made) entry.built.set(id, b)
  entry.prepared = [...prepared.filter((p) => staying(p.layer.model.id)), ...entry.prepared]
}
