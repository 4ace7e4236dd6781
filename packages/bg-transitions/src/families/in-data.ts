import type { RawValue, SlideModel } from '@strata/core'
import { isRec, quiet } from '@strata/core/kit'
import { slideBgsInData } from '../backgrounds/bg-data'
import { backgroundAnimation, bgTransitionsPart } from '../normalise'
import { resolveAnimation } from '../presets/resolve'
import type { BgAnimation } from '../types'
import { ALL_FAMILIES, familiesFor } from './families'
import type { FamilyName } from './family-types'

/**
 * The families a slide's animation needs: a random one (the `random` flag, `transition:
 * 'random'`, or an alias leading there) may pick any preset, so all of them. The resolver is
 * run with a random source that notes being asked: it is asked only for a random pick.
 */
function familiesOf(anim: BgAnimation): FamilyName[] {
  let random = false
  const resolved = resolveAnimation(
    anim,
    () => {
      random = true
      return 0
    },
    quiet,
    '',
  )
  return random ? [...ALL_FAMILIES] : familiesFor(resolved)
}

/** The families the transition `name` (a preset, an alias, 'basic' or 'random') needs. */
export function familiesOfName(name: string): FamilyName[] {
  return familiesOf({ ...backgroundAnimation({} as SlideModel), transition: name })
}

/**
 * The families a built slide needs, for one `prepare` did not read: its normalised transition's
 * (the model's `backgroundAnimation`, not its raw layers read again) and the pan reader when its
 * background has Ken Burns (`pan`, as drawn: `readBackground`).
 */
export function familiesOfSlide(slide: SlideModel, pan: unknown): FamilyName[] {
  const names = familiesOf(backgroundAnimation(slide))
  return pan === undefined ? names : [...names, 'motion']
}

/**
 * The on-demand families a module's raw data will use, read before it is normalised (the
 * plugin's `prepare`): each slide's `slidebg` layer's transition (`tl.in.bg`, 7.x or 6.x form,
 * read by the normaliser's own part, nothing reported: the normaliser reports later) and Ken
 * Burns (`tl.in.pan`). Slides with neither cost a look at their layers. `transition`, the
 * plugin's override, stands for every slide's. `slides` is what `slideBgsInData` read, when the
 * caller has it already.
 */
export function familiesInData(
  data: RawValue,
  transition?: string,
  slides: ReturnType<typeof slideBgsInData> = slideBgsInData(data),
): Set<FamilyName> {
  const out = new Set<FamilyName>(transition ? familiesOfName(transition) : [])
  for (const { layers, layer: bg } of slides) {
    if (!isRec(bg) || !isRec(bg.tl) || !isRec(bg.tl.in)) continue
    if (bg.tl.in.pan !== undefined) out.add('motion')
    if (transition || bg.tl.in.bg === undefined) continue
    const slide = { rawLayers: layers } as unknown as SlideModel
    bgTransitionsPart.slide?.({}, slide, quiet, '')
    if (slide.backgroundAnimation) for (const f of familiesOf(slide.backgroundAnimation)) out.add(f)
  }
  return out
}
