import type { SliderState } from '@strata/core'
import { button } from '../dom'
import type { Control, NavEnv } from '../env'
import { placeAt } from '../layout/place'

/**
 * The pause/play button the WAI-ARIA carousel pattern asks for while a slideshow runs. Its name
 * says what a press does ("Pause slideshow" / "Play slideshow").
 */
export function createPlayButton(env: NavEnv): Control {
  const b = button(env.doc, 'strata-play', 'Pause slideshow')
  b.addEventListener('click', () => env.ctx.slideshow.toggle())
  Object.assign(b.style, placeAt('right', 'top', 20, 20))
  return {
    el: b,
    update({ slideshow }: SliderState) {
      const playing = slideshow === 'running'
      b.setAttribute('aria-label', playing ? 'Pause slideshow' : 'Play slideshow')
      b.dataset.playing = `${playing}`
      b.style.display = slideshow === 'finished' ? 'none' : ''
    },
  }
}
