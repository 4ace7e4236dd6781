import { type BenchSlide, TEXT_BOXES } from '../slides'

/** A peer's slide content: the background and three absolutely positioned text elements. */
export function fillPeerSlide(slide: HTMLElement, data: BenchSlide): HTMLElement {
  slide.style.cssText += `;position:relative;height:100%;background:${data.color}`
  data.texts.forEach((text, i) => {
    const box = TEXT_BOXES[i] ?? TEXT_BOXES[0]
    const el = document.createElement('div')
    el.className = 'bench-text'
    el.style.cssText = `position:absolute;left:40px;top:${box.top}px;font-size:${box.size}px;color:#fff`
    el.textContent = text
    slide.append(el)
  })
  return slide
}

/** Resolves on the first `event` a library emits, through its own `on` / `off`. */
export function once(
  on: (handler: () => void) => void,
  off: (handler: () => void) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const handler = (): void => {
      off(handler)
      resolve()
    }
    on(handler)
  })
}
