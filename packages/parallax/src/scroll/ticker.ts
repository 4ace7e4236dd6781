import { quietTicker as sleepTicker } from '@strata/core/kit'
import { gsap } from 'gsap'

/**
 * GSAP wakes its ticker when an animation is made or moved; ours are paused and moved by scroll
 * or by the slider's scheduler, so it goes back to sleep when nothing else runs (no pending
 * frame left after a module is destroyed).
 */
export const quietTicker = (): void => sleepTicker(gsap)
