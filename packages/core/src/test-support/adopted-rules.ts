/**
 * The CSS rules the document (or a shadow root) has adopted, in order, each as the DOM writes it
 * back: what `adoptCss` and `ownSheet` put there, for a test to read.
 */
export function adoptedRules(scope: Document | ShadowRoot = document): string[] {
  return scope.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
}
