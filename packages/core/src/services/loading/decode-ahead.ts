/**
 * Decodes `image` now when `element` sits on a slide out of view (core marks those `inert`), off
 * the main thread, so the frame that first shows the slide does not wait for the decode (a CSS
 * background) or draw the slide without it (an `<img decoding="async">` appears a frame or more
 * later) (docs/performance-log.md, "Fifty-eighth session"). A slide in view decodes as it paints. A
 * failed decode changes nothing: the image paints as it would have.
 */
export function decodeOutOfView(image: HTMLImageElement | undefined, element: Element): void {
  if (element.closest('[inert]')) void image?.decode?.().catch(() => {})
}
