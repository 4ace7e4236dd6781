import {
  createPlayback,
  easeNamed,
  frameSamples,
  isRec,
  linearEasing,
  startedAt,
} from '@strata/core/kit'
import { BG_PROPS, backgroundDecls } from '../backgrounds/bg-css'
import { familiesFor } from '../families/families'
import { backgroundAnimation } from '../normalise'
import { crossfadePlan } from '../plan/crossfade'
import { gridCount } from '../plan/rules'
import { resolveAnimation } from '../presets/resolve'

/**
 * What the slide changes' chunk (run/motion-chunk.ts) uses of core's kit and of this package's
 * first download, handed to it rather than imported: a module both import would become, in a
 * site's bundle, a file of its own that every page downloads before its first paint (issue #25,
 * docs/performance.md). The chunk's modules import this file's type only.
 */
export const motionHost = {
  createPlayback,
  easeNamed,
  frameSamples,
  linearEasing,
  startedAt,
  isRec,
  bgProps: BG_PROPS,
  backgroundDecls,
  familiesFor,
  backgroundAnimation,
  resolveAnimation,
  crossfadePlan,
  gridCount,
}

/** The helpers `motionHost` hands to the slide changes' chunk. */
export type MotionHost = typeof motionHost

/** What the runner and the compositor take of the host (core's clock, eases and animations). */
export type RunnerHost = Pick<
  MotionHost,
  'createPlayback' | 'easeNamed' | 'frameSamples' | 'linearEasing' | 'startedAt'
>
