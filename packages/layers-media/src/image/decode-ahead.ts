/**
 * Decodes `img` now when `element` sits on a slide out of view (core marks those `inert`), off
 * the main thread, so the image is there in the frame that first shows its slide: an `<img>`
 * with `decoding="async"` is otherwise drawn without it and appears a frame or more later
 * (docs/performance.md, "Fifty-eighth session"). A slide in view decodes as it paints. A failed
 * decode changes nothing: the image paints as it would have.
 */
export function decodeAheadOutOfView(img: HTMLImageElement, element: Element): void {
  if (element.closest('[inert]')) void img.decode?.().catch(() => {})
}
