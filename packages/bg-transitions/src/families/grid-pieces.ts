import type { PiecePlan, TransitionPlan } from '../plan/plan-types'

const FILL = 'position:absolute;left:0;top:0;'
/** The element that moves: it turns about `origin` and hides its back. */
function moves(origin: string) {
  return `transform-origin:${origin};backface-visibility:hidden;`
}

/**
 * One piece: a box at the piece's place holding the whole background moved so its part shows.
 * A masked piece moves the picture inside the box; an unmasked one moves the box. Two nodes.
 */
function piece(doc: Document, p: PiecePlan, bg: string, w: number, h: number) {
  const { x, y, width: pw, height: ph } = p.rect
  const box = doc.createElement('div')
  const inner = doc.createElement('div')
  box.className = 'strata-bg-slot'
  inner.className = 'strata-bg-slot-inner'
  // Always clipped to its box, so each piece paints only its part; its own layer, so moving it
  // is the compositor's work rather than a repaint.
  const boxCss = `${FILL}left:${x}px;top:${y}px;width:${pw}px;height:${ph}px;overflow:hidden;will-change:transform,opacity;`
  const innerCss = `${bg};${FILL}left:${-x}px;top:${-y}px;width:${w}px;height:${h}px;`
  // A masked picture is canvas-sized: its origin is the piece's centre in its own coordinates.
  const innerOrigin = p.origin === '50% 50%' ? `${x + pw / 2}px ${y + ph / 2}px` : p.origin
  box.style.cssText = boxCss + (p.masked ? '' : moves(p.origin))
  inner.style.cssText = innerCss + (p.masked ? moves(innerOrigin) : '')
  box.append(inner)
  return { box, el: p.masked ? inner : box }
}

/**
 * The incoming pieces of a grid plan, made fresh in a fragment (the caller writes each moving
 * element's start pose before the fragment goes in, so putting it in the layer is the only
 * change until the tracks move them): two nodes a piece, at most rows × columns × 2. They go
 * when the change ends: a grid's boxes have their own sizes, which the kept whole-canvas slot
 * (run/kept-slots.ts) cannot take without a layout. `moving[i]` is the element piece `i` moves.
 * This chunk imports nothing of the package's, so its first download holds no shared chunk.
 */
export function buildGridPieces(
  doc: Document,
  plan: TransitionPlan,
  bgIn: string,
  w: number,
  h: number,
): { fragment: DocumentFragment; boxes: HTMLElement[]; moving: HTMLElement[] } {
  const fragment = doc.createDocumentFragment()
  const boxes: HTMLElement[] = []
  const moving: HTMLElement[] = []
  for (const p of plan.pieces) {
    const made = piece(doc, p, bgIn, w, h)
    fragment.append(made.box)
    boxes.push(made.box)
    moving.push(made.el)
  }
  return { fragment, boxes, moving }
}
