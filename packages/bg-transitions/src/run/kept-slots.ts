import type { BgDecls } from '../backgrounds/bg-css'
import type { PiecePlan, TransitionPlan } from '../plan/plan-types'
import { type Pose, rest } from '../plan/pose'
import type { MotionHost } from './motion-host'
import { type Track, writePose } from './runner'
import { trackOf } from './track-of'

const FILL = 'position:absolute;left:0;top:0;width:100%;height:100%;'
/** One slot: a canvas-sized box (clips, composited) holding the canvas-sized picture. */
const BOX = `${FILL}overflow:hidden;will-change:transform,opacity;backface-visibility:hidden;transform-origin:50% 50%`
const INNER = `${FILL}backface-visibility:hidden;transform-origin:50% 50%`

interface Slot {
  box: HTMLElement
  inner: HTMLElement
}

/** What a pose writes: the slot that does not move has none. */
const POSE_PROPS = ['transform', 'opacity', 'filter']
/**
 * Each pose property at rest, as the incoming background takes it: a transform or filter taken
 * away would change what its box contains (one layout at each change), so those stay, neutral.
 */
const AT_REST = ['translate3d(0px, 0px, 0px)', '', 'blur(0px)']

/** The shade's track darkens the outgoing face of a 3D change: the same poses at every change. */
const SHADE_FROM: Pose = { ...rest(), opacity: 0 }
const SHADE_TO: Pose = { ...rest(), opacity: 0.6 }

/** A whole-canvas piece that stays where it is (the outgoing background when it does not move). */
const STILL: PiecePlan = {
  rect: { x: 0, y: 0, width: 0, height: 0 },
  from: rest(),
  to: rest(),
  delay: 0,
  masked: false,
  origin: '50% 50%',
}

/**
 * The transition layer, made once and kept between slide changes (hidden at rest), so a
 * change only writes styles (visibility, backgrounds, transform, opacity, filter) and adds or
 * removes no DOM: no layout at its start or end. It holds the outgoing background (with its
 * shade, for 3D shadows) and one whole-canvas incoming piece: 2D or 3D, every one-piece
 * transition runs on these. A grid's pieces (each its own size) are added for that change
 * and go at its end (families/grid-pieces.ts). Six nodes; `destroy` removes them.
 */
export function createKeptSlots(doc: Document, parent: HTMLElement, props: MotionHost['bgProps']) {
  // The browser skips a value equal to the one set (no style invalidation, no layout).
  const set = (el: HTMLElement, prop: string, value: string): void => {
    el.style.setProperty(prop, value)
  }
  const div = (className: string, css: string): HTMLElement => {
    const el = doc.createElement('div')
    el.className = className
    el.style.cssText = css
    return el
  }
  const slot = (className: string): Slot => {
    const box = div(className, BOX)
    const inner = div('strata-bg-slot-inner', INNER)
    box.append(inner)
    return { box, inner }
  }
  // Index loops, no lists made: this runs once a change, before V8 optimises it (issue #25).
  const paint = (el: HTMLElement, decls: BgDecls): void => {
    for (let i = 0; i < props.length; i++) {
      const prop = props[i] as (typeof props)[number]
      set(el, prop, decls[prop])
    }
  }
  /** Puts `p`'s start pose on the element that moves; the other does not move. */
  const pose = (s: Slot, p: PiecePlan, plan: TransitionPlan): HTMLElement => {
    const moving = p.masked ? s.inner : s.box
    set(moving, 'transform-origin', p.origin)
    writePose(moving, p.from, plan.perspective, p.pivot)
    // The outgoing picture keeps Ken Burns' transform (set in `start`).
    if (s !== out) {
      const still = p.masked ? s.box : s.inner
      for (let i = 0; i < POSE_PROPS.length; i++)
        still.style.removeProperty(POSE_PROPS[i] as string)
    }
    return moving
  }

  const layer = div(
    'strata-bg-transition',
    `${FILL}overflow:hidden;z-index:10;pointer-events:none;visibility:hidden`,
  )
  const out = slot('strata-bg-slot strata-bg-out')
  const shade = div('strata-bg-shade', `${FILL}background:#000;opacity:0`)
  out.inner.append(shade)
  const piece = slot('strata-bg-slot')
  layer.append(out.box, piece.box)
  parent.append(layer)

  return {
    layer,
    /**
     * Shows the start of `plan`: the outgoing background (`bgOut`, posed as Ken Burns left it:
     * `panned`, its drawn background's style) under the incoming one (`bgIn`) in their start
     * poses. With `grid`, the whole piece stays hidden (the grid's own pieces come in instead).
     * `shown`, the incoming drawn background's style, loses the pose its last pan left: it shows
     * as its piece came in once the layer hides. Returns the tracks to play.
     */
    start(
      plan: TransitionPlan,
      bgIn: BgDecls,
      bgOut: BgDecls,
      panned: CSSStyleDeclaration | undefined,
      shown: CSSStyleDeclaration,
      grid: boolean,
    ) {
      const tracks: Track[] = []
      // When the outgoing background moves too, what opens between the two is dark, not the
      // incoming slide showing early underneath.
      set(layer, 'background-color', plan.out ? '#000' : '')
      paint(out.inner, bgOut)
      // The copy takes the pan's blur too, not only its transform (else it shows sharp); the
      // incoming background drops its last pan's pose, so the end reveals it as its piece came.
      for (let i = 0; i < POSE_PROPS.length; i++) {
        const prop = POSE_PROPS[i] as string
        set(out.inner, prop, panned?.getPropertyValue(prop) ?? '')
        if (shown.getPropertyValue(prop)) shown.setProperty(prop, AT_REST[i] as string)
      }
      const movingOut = pose(out, plan.out ?? STILL, plan)
      if (plan.out) tracks.push(trackOf(movingOut, plan.out, plan, plan.outEase))
      shade.style.opacity = '0'
      if (plan.out && plan.shadow)
        tracks.push({
          el: shade,
          from: SHADE_FROM,
          to: SHADE_TO,
          delay: 0,
          duration: plan.duration,
          ease: plan.outEase,
          perspective: 0,
        })
      set(piece.box, 'visibility', grid ? 'hidden' : '')
      const whole = plan.pieces[0]
      if (!grid && whole) {
        paint(piece.inner, bgIn)
        tracks.push(trackOf(pose(piece, whole, plan), whole, plan, plan.ease))
      }
      set(layer, 'visibility', '')
      return tracks
    },
    /** Hides the layer: the change is over (its elements stay for the next one). */
    end() {
      set(layer, 'visibility', 'hidden')
      shade.style.opacity = '0'
    },
    destroy() {
      layer.remove()
    },
  }
}

export type KeptSlots = ReturnType<typeof createKeptSlots>
