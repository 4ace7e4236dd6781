import { sheetScope, styleHome } from './sheet-scope'

type Scope = Document | ShadowRoot

/** Each document's or shadow root's sheets, by their text: adopted, or `<style>`s. */
const sheets = new WeakMap<Scope, Map<string, CSSStyleSheet | HTMLStyleElement>>()

/**
 * Makes sure the document (or shadow root) `node` is in has a sheet of `text`, once however
 * often it is asked: a constructed, adopted sheet, which a content security policy refusing
 * inline styles lets apply (a `<style>` made by script it refuses), else a `<style>` in the head
 * where constructed sheets are missing. A page that replaced its adopted sheets gets it back at
 * the next call. For CSS a package's elements need on any page (docs/behaviour.md §2.1).
 */
export function adoptCss(node: Node, text: string): void {
  const doc = node.ownerDocument ?? (node as Document)
  const scope = sheetScope(node)
  const list = scope.adoptedStyleSheets
  let byText = sheets.get(scope)
  if (!byText) {
    byText = new Map()
    sheets.set(scope, byText)
  }
  let had = byText.get(text)
  if (had && ('isConnected' in had ? had.isConnected : list.includes(had))) return
  const Sheet = list && doc.defaultView?.CSSStyleSheet
  if (Sheet) {
    if (!had) {
      had = new Sheet()
      had.replaceSync(text)
    }
    scope.adoptedStyleSheets = [...list, had as CSSStyleSheet]
  } else {
    had = doc.createElement('style')
    had.textContent = text
    styleHome(scope).append(had)
  }
  byText.set(text, had)
}
