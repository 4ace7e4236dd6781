type Win = Window & typeof globalThis

/**
 * The window DOMPurify is given. DOMPurify reads `nodeName` through `Node.prototype`'s getter;
 * happy-dom (a DOM that sites run their tests in) answers '' there for elements, which would
 * strip every element. There, DOMPurify sees a `Node` whose getter asks the node itself.
 */
export function domView(win: Win): Win {
  const getter = Object.getOwnPropertyDescriptor(win.Node.prototype, 'nodeName')?.get
  if (!getter || getter.call(win.document.createElement('b')) === 'B') return win
  const NodeView = function NodeView() {} as unknown as typeof Node
  const proto = Object.create(win.Node.prototype)
  Object.defineProperty(proto, 'nodeName', {
    get(this: Node) {
      return this.nodeName
    },
  })
  NodeView.prototype = proto
  return new Proxy(win, {
    get: (target, key) => (key === 'Node' ? NodeView : Reflect.get(target, key, target)),
  })
}
