import '../page-kit/first-statement'
import Splide from '@splidejs/splide'
import '@splidejs/splide/css/core'
import { runBench } from '../page-kit/harness'
import { fillPeerSlide, once } from '../page-kit/peer-slide'

// Arrows and pagination off: no library in the bench draws navigation controls.
runBench((root, slides) => {
  const el = document.createElement('section')
  el.className = 'splide'
  el.setAttribute('aria-label', 'bench')
  const track = el.appendChild(document.createElement('div'))
  track.className = 'splide__track'
  const list = track.appendChild(document.createElement('ul'))
  list.className = 'splide__list'
  for (const data of slides) {
    const slide = document.createElement('li')
    slide.className = 'splide__slide'
    list.append(fillPeerSlide(slide, data))
  }
  root.append(el)
  return () => {
    const splide = new Splide(el, { arrows: false, pagination: false, height: 600 }).mount()
    return {
      ready: Promise.resolve(),
      step(direction) {
        const done = once(
          (h) => splide.on('moved', h),
          () => splide.off('moved'),
        )
        splide.go(direction > 0 ? '>' : '<')
        return done
      },
    }
  }
})
