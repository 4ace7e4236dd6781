import '../page-kit/first-statement'
import Swiper from 'swiper'
import 'swiper/css'
import { runBench } from '../page-kit/harness'
import { fillPeerSlide, once } from '../page-kit/peer-slide'

// `?m=` Swipers (10) on one page, one screen each, the first one stepped (strata-many.ts's peer).
runBench((root, slides) => {
  const m = Number(new URLSearchParams(location.search).get('m') ?? 10)
  root.style.height = 'auto'
  root.style.overflow = 'visible'
  const els = Array.from({ length: m }, () => {
    const el = document.createElement('div')
    el.className = 'swiper'
    el.style.height = '600px'
    const wrapper = el.appendChild(document.createElement('div'))
    wrapper.className = 'swiper-wrapper'
    for (const data of slides) {
      const slide = document.createElement('div')
      slide.className = 'swiper-slide'
      wrapper.append(fillPeerSlide(slide, data))
    }
    root.append(el)
    return el
  })
  return () => {
    const all = els.map((el) => new Swiper(el, {}))
    const swiper = all[0] as Swiper
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
