import '../page-kit/first-statement'
import Swiper from 'swiper'
import 'swiper/css'
import { runBench } from '../page-kit/harness'
import { steppableSwiper, swiperMarkup } from '../page-kit/swiper-kit'

// `?m=` Swipers (10) on one page, one screen each, the first one stepped (strata-many.ts's peer).
runBench((root, slides) => {
  const m = Number(new URLSearchParams(location.search).get('m') ?? 10)
  Object.assign(root.style, { height: 'auto', overflow: 'visible' })
  const els = Array.from({ length: m }, () => {
    const el = swiperMarkup(slides)
    el.style.height = '600px'
    root.append(el)
    return el
  })
  return () => {
    const [first] = els.map((el) => new Swiper(el, {}))
    return steppableSwiper(first as Swiper)
  }
})
