import type { Cancel, PluginContext, PluginInstance } from '@strata/core'
import { createLanding } from '../a11y/current'
import { bindCarouselKeys } from '../a11y/keyboard'
import { markInView } from '../a11y/off-view'
import { stepDuration } from '../math/duration'
import { carouselLayout, type Layout } from '../math/pose'
import { offsetOf, placeAfterRemoval } from '../math/wrap'
import type { CarouselSettings } from '../types'
import type { CarouselApi, CarouselOptions } from './api'
import { createBrowserMoves } from './browser-moves'
import { bindDrag } from './drag'
import { bindDragControl } from './drag-control'
import { dragPolicy } from './drag-policy'
import type { CarouselHost } from './host'
import { createLayersFlag } from './layers-flag'
import { createMotion, createStrip } from './motion'
import { createRenderer } from './renderer'
import { createSlots } from './slots'
import { padRoot, styleFrame, styleSlide, unstyleFrame, unstyleSlide } from './static-styles'
import { createSteps } from './steps'

const DEFAULT_EASE = 'power3.inOut'

/**
 * The carousel's runtime (docs/behaviour.md §3 "Carousel settings"): slides side by side along an
 * axis, scaled, turned and faded by distance from the focused one, spun in 2D or 3D, stepped with
 * GSAP, endless on request, and dragged with momentum. A chunk of its own (./runtime-chunk.ts):
 * the plugin loads it only for a carousel module, so other modules never download it. `c`: the
 * module's normalised carousel settings; `host`: what it takes from the first download (./host.ts).
 */
export function setupCarousel(
  ctx: PluginContext,
  options: CarouselOptions,
  c: CarouselSettings,
  host: CarouselHost,
): PluginInstance<CarouselApi> {
  // The module's list, changed in place by `slider.removeSlide`: its length is read live.
  const slides = ctx.module.slides
  const { root } = ctx
  const { stage, track } = ctx.dom
  // The strip is laid out over the navigable slides only (./slots.ts); `strip.p` counts places.
  const slots = createSlots(
    () => ctx.navigable(),
    () => slides.length,
  )
  const strip = createStrip(slots.near(Math.max(0, ctx.state.index)))
  let ease = c.ease
  if (!host.easeNamed(ease)) {
    ctx.services.report('settings.carousel.ease', `unknown ease "${ease}"; using ${DEFAULT_EASE}`)
    ease = DEFAULT_EASE
  }
  const make = (): Layout =>
    carouselLayout(c, {
      width: ctx.state.width,
      height: ctx.state.height,
      count: slots.list.length,
      reducedMotion: ctx.state.reducedMotion,
      // A full-height module's slides are the module's height, as the reference draws them.
      gridHeight: ctx.module.settings.size.fullHeight ? ctx.state.height : ctx.dom.grid().height,
    })
  let layout = make()
  const renderer = createRenderer(strip, () => layout, slots)
  const flags = createLayersFlag(c.showAllLayers, host.layersAttr, slides)
  // Steps and glides play as the browser's animations where it can (no script a frame).
  const browser = createBrowserMoves(renderer.slides, () => layout, slots.of, host)
  const motion = createMotion(strip, ctx.scheduler, renderer.render, host, browser)
  let pendingWrite: Cancel | undefined
  const requestRender = (): void => {
    pendingWrite ??= ctx.scheduler.write(() => {
      pendingWrite = undefined
      renderer.render()
    })
  }
  /**
   * The slides in view: `span` either side of the focus, or after (left) or before (right) it;
   * never one with no place on the strip (hidden at this level).
   */
  const inView = (index: number): boolean => {
    const slot = slots.of(index)
    const d = offsetOf(slot, strip.p, layout.count, c.infinity)
    const s = layout.span + 0.5
    return (
      slot >= 0 && d >= (c.align === 'left' ? -0.5 : -s) && d <= (c.align === 'right' ? 0.5 : s)
    )
  }
  // The slide in focus: the one a step landed on, before core's change ends (issue #25).
  const landing = createLanding(renderer.slides, () => ctx.state.index)
  const { focused } = landing
  /** Layers play by the layers flag; slides out of view are inert and hidden from assistive tech. */
  const markLayers = (): void => {
    for (const [index, el] of renderer.slides) {
      flags.mark(el, index, focused(), inView(index))
      markInView(el, slides[index], inView(index))
    }
  }
  /**
   * The navigable slides changed (the level, the loop count, a removal): the strip closes up
   * over the hidden ones with the current slide kept in focus. Not mid-move: a move ends on the
   * places it began with (`slide:after` looks again); a removal mid-glide reads them at once, at
   * `slide:remove`. True when the places changed.
   */
  const resync = (): boolean => {
    const changed = !motion.running() && slots.update()
    if (changed && ctx.state.index >= 0) strip.p = slots.near(ctx.state.index)
    return changed
  }
  const setWindow = (): void =>
    ctx.setSlideWindow(Math.ceil(layout.span) + 2 + slides.length - layout.count)
  /** The slide count the layout was made for: a removal's `state:change` comes before its event. */
  let laid = 0
  const relayout = (): void => {
    resync()
    laid = slides.length
    layout = make()
    // Every slide that can show is kept built (the peeks, and one more that fades in while
    // moving): how many changes with the width (fewer on a narrow strip), and core builds at once
    // what a wider strip, or one a removal shortened, lacks. Not mid-move: core would release the
    // slides a long jump built near its end. Core's window counts slides, hidden ones too.
    if (!motion.running()) setWindow()
    // Core marks its current slide again as it builds (the one the change leaves, until it ends).
    landing.keep()
    styleFrame(stage, track, layout)
    for (const el of renderer.slides.values()) styleSlide(el, layout)
    renderer.invalidate()
    renderer.render()
    motion.refresh()
    // The slides in view may change with the width (fewer on a narrow strip).
    if (ctx.state.index >= 0) markLayers()
  }

  // paddingTop / paddingBottom (pT / pB): space above and below the slides, outside the
  // module's height, as the reference's carousel margins.
  const restorePadding = padRoot(root, c.paddingTop, c.paddingBottom)
  root.setAttribute('data-carousel', c.orientation)
  root.setAttribute('data-carousel-layers', `${c.showAllLayers}`)
  const build = (index: number, element: HTMLElement): void => {
    styleSlide(element, layout)
    renderer.add(index, element)
    motion.refresh()
    flags.mark(element, index, focused(), inView(index))
  }

  const steps = createSteps({
    ctx,
    strip,
    motion,
    render: renderer.render,
    layout: () => layout,
    slots,
    duration: (to, reduced) =>
      stepDuration(
        c.duration,
        slides[to]?.slideshow.length ?? ctx.module.settings.slideshow.length,
        reduced,
      ),
    ease: () => ease,
    land(to) {
      landing.land(to)
      markLayers()
    },
  })
  let dragging = false
  const policy = dragPolicy(ctx.module.settings, options.drag !== false)
  const unbindDrag = policy.enabled
    ? bindDrag(stage, {
        mouse: policy.mouse,
        tolerance: policy.tolerance,
        swallow: policy.navSwipe,
        ...bindDragControl({
          ctx,
          strip,
          motion,
          steps,
          layout: () => layout,
          slots,
          isDragStep: host.isDragStep,
          requestRender,
          setDragging: (on) => {
            dragging = on
            steps.setDragging(on)
          },
        }),
      })
    : () => {}

  const offs = [
    bindCarouselKeys(ctx, c.orientation === 'vertical'),
    ctx.on('layout:change', relayout),
    ctx.on('motion:change', relayout),
    ctx.on('slide:build', ({ index, element }) => build(index, element)),
    ctx.on('slide:release', ({ index }) => renderer.remove(index)),
    // `slider.removeSlide` (docs/behaviour.md §4): the later slides moved down one index; the
    // strip lost a place (core's current index has moved already). A removed
    // current slide is followed by the next one's first show, which focuses it.
    ctx.on('slide:remove', ({ index }) => {
      renderer.shift(index)
      // Mid-move (a glide: core removes only between changes) the places are read again now,
      // and the move goes on to its slide's new place (issue #25). A removed current slide
      // ends it: the next one shows in its place at once.
      if (ctx.state.index < 0) motion.stop()
      const at = slots.of(index)
      const n = slots.list.length
      const moving = motion.running()
      if (moving && slots.update()) motion.retarget((p) => placeAfterRemoval(p, at, n, c.infinity))
      relayout()
      // A glide ends on the current slide: its window is built now, slides moved into it too.
      if (moving) setWindow()
    }),
    ctx.on('slide:before', (e) => {
      // Reduced motion is known only once the slider starts, after setup.
      if (e.from < 0) relayout()
      steps.before(e)
    }),
    // A slide past its `hideAfterLoops` (core counts the loop after this `slide:after`) leaves
    // the strip; a removal waits for its own event.
    ctx.on('state:change', () => laid === slides.length && resync() && relayout()),
    ctx.on('slide:after', () => {
      landing.end()
      return resync() ? relayout() : markLayers()
    }),
    ctx.addTransition(steps.transition),
  ]
  // A carousel set up once its slider runs (the runtime came in late, ./carousel.ts) takes over
  // the slides built meanwhile. The window is set after the listeners: it may build slides now.
  if (ctx.state.index >= 0)
    for (const el of track.children as HTMLCollectionOf<HTMLElement>) {
      const index = Number(el.dataset.index)
      if (slides[index]) build(index, el)
    }
  relayout()

  const api: CarouselApi = {
    position: () => strip.p,
    layout: () => layout,
    layersOn: (index) => flags.on(index, focused(), inView(index)),
    dragging: () => dragging,
  }
  return {
    api,
    destroy() {
      unbindDrag()
      motion.stop()
      pendingWrite?.()
      for (const off of offs) off()
      for (const [index, el] of renderer.slides) {
        unstyleSlide(el)
        el.removeAttribute(host.layersAttr)
        markInView(el, slides[index], true)
      }
      renderer.slides.clear()
      unstyleFrame(stage, track)
      restorePadding()
      root.removeAttribute('data-carousel')
      root.removeAttribute('data-carousel-layers')
    },
  }
}
