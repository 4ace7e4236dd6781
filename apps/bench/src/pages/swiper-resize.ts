import '../page-kit/first-statement'
import Swiper from 'swiper'
import 'swiper/css'
import { runBench } from '../page-kit/harness'
import { once } from '../page-kit/peer-slide'
import { resizeSteps } from '../page-kit/resize-steps'
import { swiperMarkup } from '../page-kit/swiper-kit'

// Swiper resized instead of stepped (strata-real-resize.ts's peer): each "change" ends on the
// frame after Swiper's own `resize` event.
runBench((root, slides) => {
  const el = swiperMarkup(slides)
  el.style.height = '100%'
  root.append(el)
  return () => {
    const swiper = new Swiper(el, {})
    const settled = () =>
      once(
        (h) => swiper.on('resize', h),
        (h) => swiper.off('resize', h),
      )
    return { ...resizeSteps(root, Promise.resolve(), settled), destroy: () => swiper.destroy() }
  }
})
