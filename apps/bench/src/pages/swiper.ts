import '../page-kit/first-statement'
import Swiper from 'swiper'
import 'swiper/css'
import { runBench } from '../page-kit/harness'
import { fillPeerSlide, once } from '../page-kit/peer-slide'

// Swiper's core only: no module is needed for programmatic slide changes.
runBench((root, slides) => {
  const el = document.createElement('div')
  el.className = 'swiper'
  el.style.height = '100%'
  const wrapper = el.appendChild(document.createElement('div'))
  wrapper.className = 'swiper-wrapper'
  for (const data of slides) {
    const slide = document.createElement('div')
    slide.className = 'swiper-slide'
    wrapper.append(fillPeerSlide(slide, data))
  }
  root.append(el)
  return () => {
    const swiper = new Swiper(el, {})
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
    }
  }
})
