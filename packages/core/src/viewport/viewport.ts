/** Viewport observer margin (docs/behaviour.md §9): a module counts as seen once 100 px inside. */
export const VIEWPORT_MARGIN = '-100px'
/** Margin for scroll-based modules (docs/behaviour.md §9). */
export const SCROLL_VIEWPORT_MARGIN = '-200px'
/**
 * Marks a scroll-based module (set by a plugin in `setup`, before the observer starts), so core's
 * viewport observer uses the -200px margin without knowing scroll-based settings itself.
 */
export const SCROLL_BASED_ATTRIBUTE = 'data-strata-sbt'

export interface ViewportOptions {
  /** IntersectionObserver rootMargin. @default '-200px' on a scroll-based module, else '-100px' */
  margin?: string
}

/**
 * Calls `onChange(inViewport)` when the element enters or leaves the viewport (the first state
 * included). Without IntersectionObserver it reports "in view" at once, so nothing waits forever.
 * Returns a function that stops observing.
 */
export function observeViewport(
  el: Element,
  onChange: (inViewport: boolean) => void,
  {
    margin = el.hasAttribute(SCROLL_BASED_ATTRIBUTE) ? SCROLL_VIEWPORT_MARGIN : VIEWPORT_MARGIN,
  }: ViewportOptions = {},
): () => void {
  let last: boolean | undefined
  const observer =
    typeof IntersectionObserver === 'function' &&
    new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting } of entries) {
          if (isIntersecting !== last) onChange(isIntersecting)
          last = isIntersecting
        }
      },
      { rootMargin: margin },
    )
  if (observer) observer.observe(el)
  else onChange(true)
  return () => {
    if (observer) observer.disconnect()
  }
}
