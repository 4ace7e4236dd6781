import '../page-kit/first-statement'
import EmblaCarousel from 'embla-carousel'
import { runBench } from '../page-kit/harness'
import { fillPeerSlide } from '../page-kit/peer-slide'

/** Embla's current translate (px), read from the transform it writes inline. */
const translateX = (el: HTMLElement): number =>
  Number(/translate3d\((-?[\d.e-]+)px/.exec(el.style.transform)?.[1] ?? 0)

/**
 * Resolves once Embla's container sits within 1 px of the selected snap. Embla's own `settle`
 * event comes ~2 s later (its physics creeps the last sub-pixel), which would dwarf the peers'.
 */
function arrived(container: HTMLElement, target: () => number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (Math.abs(translateX(container) - target()) < 1) resolve()
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

// Embla ships no CSS: the viewport/container/slide styles its docs ask for are set inline.
runBench((root, slides) => {
  const viewport = document.createElement('div')
  viewport.style.cssText = 'overflow:hidden;height:100%'
  const container = viewport.appendChild(document.createElement('div'))
  container.style.cssText = 'display:flex;height:100%'
  for (const data of slides) {
    const slide = document.createElement('div')
    slide.style.cssText = 'flex:0 0 100%;min-width:0'
    container.append(fillPeerSlide(slide, data))
  }
  root.append(viewport)
  return () => {
    const embla = EmblaCarousel(viewport)
    return {
      ready: Promise.resolve(),
      step(direction) {
        if (direction > 0) embla.scrollNext()
        else embla.scrollPrev()
        // Each slide is the viewport's width, so snap i sits at -i × width.
        return arrived(container, () => -embla.selectedScrollSnap() * viewport.clientWidth)
      },
    }
  }
})
