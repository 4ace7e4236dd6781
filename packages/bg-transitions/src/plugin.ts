import type { Plugin, RawValue } from '@strata/core'
import { nearSlides } from '@strata/core/kit'
import { loadingServices, preloadImage, prepareColours } from '@strata/core/loading'
import { createBackgrounds } from './backgrounds/backgrounds'
import { slideBgsInData } from './backgrounds/bg-data'
import { coloursInData } from './backgrounds/colours-in-data'
import { firstBgImage } from './backgrounds/first-image'
import { createFamilies } from './families/families'
import type { FamilyName } from './families/family-types'
import { familiesInData, familiesOfName, familiesOfSlide } from './families/in-data'
import { bgTransitionsPart } from './normalise'
import type { Rng } from './plan/rules'
import { wireMotion } from './run/lazy-motion'
import type { TransitionOptions } from './run/transition'

export interface BgTransitionsOptions {
  /** Every slide change lasts this long (ms) instead of the slide's `duration`; a shorter one shortens the `stagger` in proportion. @default undefined */
  duration?: number
  /** Every slide change runs this transition instead of the slide's `transition`. @default undefined */
  transition?: string
  /** Random source for random presets, grids and ranges. @default Math.random */
  random?: Rng
}

/** `slider.plugin('bg-transitions')`: change what later slide changes run. */
export interface BgTransitionsApi {
  /** Every later change runs `transition` (a preset name, 'basic' or 'random') and lasts `duration` ms; undefined goes back to the slide's own. */
  set(options: Pick<BgTransitionsOptions, 'transition' | 'duration'>): void
}

/** Starts loading what `names` need; a failure is reported by the change that needs it. */
function preload(families: ReturnType<typeof createFamilies>, names: Iterable<FamilyName>) {
  return families.load([...names]).catch(() => undefined)
}

/**
 * Slide backgrounds and their transitions (docs/behaviour.md §3 "Background animation"): draws each
 * slide's `slidebg` layer and animates slide changes with its fade, slide, slots, 3D, filter or
 * random transition; Ken Burns pans the current background. Reduced motion gets a crossfade.
 * The code that moves backgrounds (slide changes and Ken Burns), grids and 3D are on-demand
 * chunks: `prepare` loads those the first slides' data (or the `transition` option) names before
 * the first paint (Ken Burns, grids, 3D); the slide changes' chunk otherwise loads once the
 * module is ready (run/lazy-motion.ts), others at their first use. So is core's
 * full gradient reader, when a background is an eased ramp or a colour only it can report on.
 */
export function bgTransitions(
  options: BgTransitionsOptions = {},
): Plugin<'bg-transitions', BgTransitionsOptions, BgTransitionsApi> {
  const families = createFamilies()
  return {
    name: 'bg-transitions',
    options,
    normalise: bgTransitionsPart,
    async prepare(data) {
      // The first slide's image downloads while the chunks load, not once the slide is built.
      preloadImage(firstBgImage(data as RawValue))
      // One look at the layers of each slide the module builds first, for both: a slide further
      // on loads its families when it is built (below), its colour's reader when it is drawn.
      const slides = slideBgsInData(nearSlides(data) as RawValue)
      await Promise.all([
        preload(families, familiesInData(data as RawValue, options.transition, slides)),
        prepareColours(coloursInData(data as RawValue, slides)),
      ])
      return data
    },
    setup(ctx) {
      const rng = options.random ?? Math.random
      const loading = loadingServices(ctx)
      const bgs = createBackgrounds(ctx, loading)
      const override: TransitionOptions = { rng }
      const set: BgTransitionsApi['set'] = ({ transition, duration }) => {
        override.transition = transition
        override.duration = duration
        if (!transition) return
        // Loading starts now; the first change that needs it waits for what is left.
        void preload(families, familiesOfName(transition))
      }
      set(options)
      // A slide `prepare` did not look at: its transition's families start loading as it is
      // built (a neighbour, ahead of the change to it), not when that change asks.
      // Backgrounds drew the slide on this same event, registered first (createBackgrounds).
      const offBuild = ctx.on('slide:build', ({ index, slide }) => {
        if (!override.transition)
          void preload(families, familiesOfSlide(slide, bgs.get(index)?.data.pan))
      })
      const motion = wireMotion(ctx, bgs, override, families)
      return {
        api: { set },
        destroy() {
          offBuild()
          motion.destroy()
          bgs.destroy()
          loading.destroy()
        },
      }
    },
  }
}
