/**
 * Where `node`'s stylesheets go (`adoptCss`, `ownSheet`): the shadow root it is in, else its
 * document (a node in no tree counts as its document's).
 */
export function sheetScope(node: Node): Document | ShadowRoot {
  const root = node.getRootNode()
  return root.nodeType === 11 && 'host' in root
    ? (root as ShadowRoot)
    : (node.ownerDocument ?? (node as Document))
}

/** Where a `<style>` of `scope` goes when sheets cannot be adopted: the head, or the shadow root. */
export function styleHome(scope: Document | ShadowRoot): ParentNode {
  return 'head' in scope ? (scope.head ?? scope.documentElement) : scope
}
