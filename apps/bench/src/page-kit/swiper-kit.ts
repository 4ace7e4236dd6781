import type Swiper from 'swiper'
import type { BenchInstance, BenchSlide } from '../slides'
import { fillPeerSlide, once } from './peer-slide'

/** Swiper's markup for the bench's slides, as a site would have it in its HTML. */
export function swiperMarkup(slides: readonly BenchSlide[]): HTMLElement {
  const el = document.createElement('div')
  el.className = 'swiper'
  const wrapper = el.appendChild(document.createElement('div'))
  wrapper.className = 'swiper-wrapper'
  for (const data of slides) {
    const slide = document.createElement('div')
    slide.className = 'swiper-slide'
    wrapper.append(fillPeerSlide(slide, data))
  }
  return el
}

/** A Swiper as the bench drives it: a step resolves when its change's transition ends. */
export function steppableSwiper(swiper: Swiper): BenchInstance {
  return {
    ready: Promise.resolve(),
    step(direction) {
      const done = once(
        (h) => swiper.on('slideChangeTransitionEnd', h),
        (h) => swiper.off('slideChangeTransitionEnd', h),
      )
      if (direction > 0) swiper.slideNext()
      else swiper.slidePrev()
      return done
    },
    destroy: () => swiper.destroy(true, true),
  }
}
