/** Viewport observer margin (SPEC.md §9): a module counts as seen once 100 px inside. */
export const VIEWPORT_MARGIN = '-100px'
/** Margin for scroll-based modules (SPEC.md §9). */
export const SCROLL_VIEWPORT_MARGIN = '-200px'

export interface ViewportOptions {
  /** IntersectionObserver rootMargin. @default '-100px' */
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
  { margin = VIEWPORT_MARGIN }: ViewportOptions = {},
): () => void {
  let last: boolean | undefined
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const { isIntersecting } of entries) {
              if (isIntersecting !== last) onChange(isIntersecting)
              last = isIntersecting
            }
          },
          { rootMargin: margin },
        )
      : undefined
  if (observer) observer.observe(el)
  else onChange(true)
  return () => observer?.disconnect()
}
