/** An element inside the open shadow root of a host in the document's body, and that root. */
export function inShadowRoot(): { root: ShadowRoot; inside: HTMLElement } {
  const host = document.createElement('div')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const inside = document.createElement('div')
  root.append(inside)
  return { root, inside }
}
