import '../page-kit/first-statement'
import Swiper from 'swiper'
import 'swiper/css'
import { runBench } from '../page-kit/harness'
import { steppableSwiper, swiperMarkup } from '../page-kit/swiper-kit'

// Swiper's core only: no module is needed for programmatic slide changes.
runBench((root, slides) => {
  const el = swiperMarkup(slides)
  el.style.height = '100%'
  root.append(el)
  return () => steppableSwiper(new Swiper(el, {}))
})
