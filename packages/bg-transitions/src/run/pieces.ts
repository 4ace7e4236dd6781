import type { PiecePlan, TransitionPlan } from '../plan/plan'
import { filterCss, rest, transformCss } from '../plan/pose'
import type { Track } from './runner'

const FILL = 'position:absolute;left:0;top:0;'

/** The static style of an element that starts at `p.from` (set before it is in the document). */
function poseStyle(p: PiecePlan, perspective: number, origin: string): string {
  const f = filterCss(p.from.filter)
  return `transform:${transformCss(p.from, perspective, p.pivot)};opacity:${p.from.opacity};transform-origin:${origin};${
    f === 'none' ? '' : `filter:${f};`
  }backface-visibility:hidden;`
}

/**
 * One piece: a box at the piece's place holding the whole background moved so its part shows.
 * A masked piece moves the picture inside the box; an unmasked one moves the box. Two nodes.
 */
function piece(doc: Document, p: PiecePlan, bg: string, w: number, h: number, persp: number) {
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
  box.style.cssText = boxCss + (p.masked ? '' : poseStyle(p, persp, p.origin))
  inner.style.cssText = innerCss + (p.masked ? poseStyle(p, persp, innerOrigin) : '')
  box.append(inner)
  const el = p.masked ? inner : box
  return { box, inner, el }
}

export interface Built {
  /** The `strata-bg-transition` layer over both slides; remove it to end. */
  layer: HTMLElement
  tracks: Track[]
}

/**
 * Makes every element of a plan in a detached layer, each already in its start pose, so putting
 * the layer in the document is the only change until the tracks move them. At most
 * rows × columns × 2 + 4 nodes: the outgoing background (and its shade) under the incoming pieces.
 */
export function buildPieces(
  doc: Document,
  plan: TransitionPlan,
  bgIn: string,
  bgOut: string,
  w: number,
  h: number,
): Built {
  const layer = doc.createElement('div')
  layer.className = 'strata-bg-transition'
  // When the outgoing background moves too, what opens between the two is dark, not the
  // incoming slide showing early underneath.
  const base = plan.out ? ';background:#000' : ''
  layer.style.cssText = `${FILL}width:100%;height:100%;overflow:hidden;z-index:10;pointer-events:none${base}`
  const tracks: Track[] = []
  const track = (el: HTMLElement, p: PiecePlan, ease: string) =>
    tracks.push({
      el,
      from: p.from,
      to: p.to,
      delay: p.delay,
      duration: plan.duration,
      ease,
      perspective: plan.perspective,
      dip: p.dip ?? 0,
      pivot: p.pivot ?? 0,
    })
  const outPlan: PiecePlan = plan.out ?? {
    rect: { x: 0, y: 0, width: w, height: h },
    from: rest(),
    to: rest(),
    delay: 0,
    masked: false,
    origin: '50% 50%',
  }
  const out = piece(doc, outPlan, bgOut, w, h, plan.perspective)
  out.box.classList.add('strata-bg-out')
  layer.append(out.box)
  if (plan.out) track(out.el, plan.out, plan.outEase)
  if (plan.out && plan.shadow) {
    const shade = doc.createElement('div')
    shade.className = 'strata-bg-shade'
    shade.style.cssText = `${FILL}width:100%;height:100%;background:#000;opacity:0`
    out.inner.append(shade)
    const dark = { from: { ...rest(), opacity: 0 }, to: { ...rest(), opacity: 0.6 } }
    tracks.push({
      el: shade,
      from: dark.from,
      to: dark.to,
      delay: 0,
      duration: plan.duration,
      ease: plan.outEase,
      perspective: 0,
    })
  }
  const frag = doc.createDocumentFragment()
  for (const p of plan.pieces) {
    const made = piece(doc, p, bgIn, w, h, plan.perspective)
    frag.append(made.box)
    track(made.el, p, plan.ease)
  }
  layer.append(frag)
  return { layer, tracks }
}
