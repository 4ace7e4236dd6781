import { sheetScope, styleHome } from './sheet-scope'

/** A module's own stylesheet: text that changes with the module, removed with it. */
export interface OwnSheet {
  /** Replaces the sheet's text, adopting the sheet again if the page replaced its list. */
  set(text: string): void
  /** Takes the sheet out of its document or shadow root. */
  remove(): void
}

/**
 * A stylesheet of one module's own, for CSS made from its data (nav's skins): a constructed
 * sheet adopted by the document or shadow root `node` is in, which a content security policy
 * refusing inline styles lets apply, where a `<style>` made by script is refused; a `<style>`
 * (in the head, or the shadow root) where constructed sheets are missing. The scope is where
 * `node` is when the sheet is made (a node in no document's tree counts as its document's). CSS
 * every module shares takes `adoptCss` instead (docs/security.md "Content security policy").
 */
export function ownSheet(node: Node): OwnSheet {
  const doc = node.ownerDocument ?? (node as Document)
  const scope = sheetScope(node)
  const Sheet = scope.adoptedStyleSheets && doc.defaultView?.CSSStyleSheet
  if (!Sheet) {
    const style = doc.createElement('style')
    return {
      set(text) {
        style.textContent = text
        if (!style.isConnected) styleHome(scope).append(style)
      },
      remove: () => style.remove(),
    }
  }
  const sheet = new Sheet()
  return {
    set(text) {
      sheet.replaceSync(text)
      const list = scope.adoptedStyleSheets
      if (!list.includes(sheet)) scope.adoptedStyleSheets = [...list, sheet]
    },
    remove() {
      scope.adoptedStyleSheets = scope.adoptedStyleSheets.filter((s) => s !== sheet)
    },
  }
}
