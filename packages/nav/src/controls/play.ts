import type { PauseReason, SliderState } from '@strata/core'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'

/** The visitor's own pause reasons (the slideshow's toggle reads the same): a press plays. */
const VISITOR: readonly PauseReason[] = ['api', 'user', 'motion', 'slide']

/**
 * The pause/play button the WAI-ARIA carousel pattern asks for while a slideshow runs. Its name
 * says what a press does ("Pause slideshow" / "Play slideshow"), by the visitor's choice: focus or
 * a pointer in the module holds the rotation but leaves the button offering "Pause". It is offered
 * to core as the module's rotation control (`ctx.slideshow.control`), which core moves to the
 * start of the stage, first in the module's tab order, out of the nav layer: so it carries the
 * layer's placement and resets itself.
 */
export function createPlayButton(env: NavEnv): Control {
  const b = button(env.doc, 'strata-play', 'Pause slideshow')
  b.addEventListener('click', () => env.ctx.slideshow.toggle())
  // Top right, 20 px in, with the resets the nav layer's CSS would give it (written inline: it
  // lives outside that layer).
  b.style.cssText =
    'position:absolute;right:20px;top:20px;z-index:20;box-sizing:border-box;font:inherit;cursor:pointer;padding:0;margin:0;border:0'
  env.ctx.slideshow.control(b)
  return {
    el: b,
    update({ slideshow, pauseReasons }: SliderState) {
      const playing = !pauseReasons.some((reason) => VISITOR.includes(reason))
      b.setAttribute('aria-label', playing ? 'Pause slideshow' : 'Play slideshow')
      b.dataset.playing = `${playing}`
      b.style.display = slideshow === 'finished' ? 'none' : ''
    },
    destroy: () => b.remove(),
  }
}
