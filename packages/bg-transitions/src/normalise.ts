import type { PartNormaliser, RawRecord, RawValue, Reporter, SlideModel } from '@strata/core'
import { absent, checkColour, isRec, parseNumber, shape } from '@strata/core/kit'
import { findSlideBg } from './backgrounds/bg-data'
import { BG_ANIMATION_DEFAULTS, ENGINES, OVERLAY_PATTERNS } from './defaults'
import { PRESETS } from './presets/presets'
import { knownEase } from './presets/resolve'
import type { BgAnimation } from './types'

/** A transition's name (`basic`, `random` or a preset), where 6.x compact data has it in `e`. */
function isTransition(v: RawValue): v is string {
  return typeof v === 'string' && (v === 'basic' || v === 'random' || Object.hasOwn(PRESETS, v))
}

/**
 * The animation record at `tl.in.bg` and where it sits, read in place (never changed). 7.x:
 * `bg.all` is `[keyframes, settings]`. 6.x compact: the record itself, with `ms` as duration
 * (so its own `d` is not read).
 */
export function animationRecord(c: RawValue, p: string): [RawValue, string] {
  if (!isRec(c)) return [c, p]
  if (Array.isArray(c.all)) return [c.all[c.all.length - 1], `${p}.all.${c.all.length - 1}`]
  // A settings record straight in `all` is read as it is.
  if (c.all !== undefined) return [c.all, `${p}.all`]
  if (c.ms === undefined) return [c, p]
  // A copy without `d` (object rest makes own keys: a `__proto__` key stays plain data).
  const { d: _d, ...compact } = c
  // 6.x writes the kind of transition in `e` ("basic": the slide's own in/out), not an ease.
  if (compact.tr === undefined && isTransition(compact.e)) {
    compact.tr = compact.e
    delete compact.e
  }
  return [compact, p]
}

/** docs/data-format/README.md: "An engine or add-on that Strata does not have falls back to a fade". */
function missing(r: RawValue): boolean {
  return (
    isRec(r) &&
    ((!absent(r.eng) && !ENGINES.includes(r.eng as string)) ||
      (isRec(r.addOns) ? Object.keys(r.addOns) : Array.isArray(r.addOns) ? r.addOns : []).length >
        0)
  )
}

/** §5 "Unknown overlay pattern falls back to pattern 2"; none (or 0) is no overlay. */
function overlay(v: RawValue, report: Reporter, p: string): number {
  const t = isRec(v) ? v.type : v
  const n = absent(t) || t === 'none' ? 0 : parseNumber(t)
  if (n !== undefined && n >= 0 && n <= OVERLAY_PATTERNS && n % 1 === 0) return n
  report(p, 'unknown overlay pattern; using 2')
  return 2
}

/**
 * Fills a slide's `backgroundAnimation` and `backgroundOverlay` from its `slidebg` layer (`tl.in.bg` in the
 * 7.x or 6.x form, and `overlay`). Layers are raw here (checked when normalised, later): only known keys are read.
 */
export const bgTransitionsPart: PartNormaliser = {
  // Core draws the module background from its CSS alone (its main bundle holds no gradient
  // code); a colour object's other fields (angle, stops) are checked here, with the backgrounds.
  module(raw, _model, report) {
    const bg = isRec(raw.settings) && isRec(raw.settings.bg) ? raw.settings.bg : {}
    checkColour(bg.color, report, 'settings.bg.color')
  },
  slide(_raw, slide, report, path) {
    // The drawing's own look for the layer (backgrounds/bg-data.ts).
    const found = findSlideBg(slide.rawLayers)
    const l: RawRecord = found?.[1] ?? {}
    const lp = `${path.replace(/\.slide$/, '')}.layers.${found?.[0]}`
    const [r, p] = animationRecord(
      isRec(l.tl) && isRec(l.tl.in) ? l.tl.in.bg : null,
      `${lp}.tl.in.bg`,
    )
    let anim = shape(r, BG_ANIMATION_DEFAULTS, report, p)
    if (missing(r)) {
      report(p, 'engine or add-on not available; using a fade')
      // The fade eases by default: the data's ease is not used, so not checked.
      anim = shape(
        { duration: anim.duration, transition: 'fade' },
        BG_ANIMATION_DEFAULTS,
        report,
        p,
      )
    } else {
      // Said here, not at the first change to the slide, so `prepareModule`'s report has them
      // (issue #25); the model names the ease and fade the changes run, so they say nothing again.
      anim = knownEase(anim, report, p)
      anim.out = knownEase(anim.out, report, `${p}.out`)
      // '' is the default, unreported (docs/data-format/README.md "Sparse data").
      anim.transition ||= 'basic'
      if (!anim.random && !isTransition(anim.transition)) {
        report(`${p}.tr`, `unknown transition "${anim.transition}"; using a fade`)
        anim.transition = 'fade'
      }
    }
    slide.backgroundAnimation = anim
    slide.backgroundOverlay = overlay(l.overlay, report, `${lp}.overlay`)
  },
}

/** A slide's background animation: the normalised one, or the defaults (a fade in) where the part never ran. */
export function backgroundAnimation(slide: SlideModel): BgAnimation {
  return slide.backgroundAnimation ?? shape({}, BG_ANIMATION_DEFAULTS, () => {}, '')
}
