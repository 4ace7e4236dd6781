import type { Cancel, PluginContext, PluginInstance } from '@strata/core'
import { follow, type Pointer, REST, settled } from '../math/depth'
import { scrollPose, settlePose } from '../math/scroll'
import { createPointerSource } from '../mouse/source'
import type { ParallaxApi, ParallaxSettings } from '../types'
import { createBrowserScroll } from './browser-scroll'
import type { ParallaxHost } from './host'
import type { ParallaxOptions } from './options'
import { createLazyScroll } from './scroll'
import { SCROLL_BASED_ATTRIBUTE } from './scroll-based'
import { createStage } from './stage'

/**
 * The parallax runtime (docs/behaviour.md §1, §3 `mod`, `sbt`, §4, §6): layers move by their
 * depth level with the pointer (or the device's tilt), the layer planes tilt in 3D mode, scroll
 * modifiers and the scroll-based timeline follow the module's pass through the viewport. A chunk
 * of its own (./runtime-chunk.ts): the plugin loads it only for a module whose data turns
 * parallax or the scroll-based timeline on. `settings`: the module's parallax settings;
 * `timeline`: the scroll-based timeline is on; `host`: what it takes from the first download
 * (./host.ts).
 */
export function setupParallax(
  ctx: PluginContext,
  options: ParallaxOptions,
  settings: ParallaxSettings,
  timeline: boolean,
  host: ParallaxHost,
): PluginInstance<ParallaxApi> {
  const pointerDrives = settings.use && settings.type !== 'scroll'
  // docs/behaviour.md §9: scroll-based modules are seen 200 px inside the viewport.
  const scrollBased = timeline || settings.type === 'scroll'
  const marked = scrollBased && !ctx.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)
  if (marked) ctx.root.setAttribute(SCROLL_BASED_ATTRIBUTE, '')

  // Scroll modifiers and the scroll-based timeline, the pointer's offsets or not: the browser
  // plays them on the module's pass, where it can (not under 3D tilt, whose planes and shadows
  // are one transform and filter with them); else ScrollTrigger's progress and a frame per scroll.
  // A scroll-modified layer's pose at a pass progress: `sbt` settles it by the module's centre.
  const poseAt = timeline ? settlePose : scrollPose
  const browserScroll =
    settings.use && settings.type === '3d'
      ? undefined
      : createBrowserScroll(ctx.root, ctx.scheduler, poseAt, pointerDrives)
  const stage = createStage(ctx, settings, poseAt, browserScroll)
  let pointer: Pointer = REST
  let target: Pointer = REST
  let progress = 0.5
  let loop: Cancel | undefined
  let pendingDraw: Cancel | undefined
  let pendingTake: Cancel | undefined
  const still = () => ctx.state.reducedMotion
  const active = () => ctx.state.inViewport && !still()
  const draw = () => stage.draw(pointer, progress, still())
  const redraw = () => {
    pendingDraw ??= ctx.scheduler.write(() => {
      pendingDraw = undefined
      draw()
    })
  }
  const stop = () => {
    loop?.()
    loop = undefined
  }
  /** One frame of the pointer's ease (write phase); stops once the layers are there. */
  const frame = (_time: number, delta: number) => {
    pointer = follow(pointer, target, delta, settings.speed)
    draw()
    if (settled(pointer, target)) stop()
  }
  const run = () => {
    if (!active() || loop || settled(pointer, target)) return
    loop = ctx.scheduler.every(frame)
  }
  const pointerSource = pointerDrives
    ? createPointerSource({
        root: ctx.root,
        scheduler: ctx.scheduler,
        relativeTo: settings.relativeTo,
        orientation: options.orientation ?? true,
        active,
        onTarget(next) {
          target = next
          run()
        },
        onOrientation: (state) => ctx.emit('parallax:orientation', { state }),
      })
    : undefined
  // Scroll progress stays current out of view too (ScrollTrigger reads no box per scroll), so
  // a module entering the viewport's -200px margin shows the pose of where it is, never jumps.
  // Its code loads on demand: only for `sbt`, `mod.type: 'scroll'` or a slide with layer
  // scroll modifiers, where the browser cannot play them (issue #25); the pointer and tilt do
  // not wait for it.
  const scroll = createLazyScroll(ctx, {
    path: timeline ? 'settings.sbt' : 'settings.mod',
    host,
    onProgress(next) {
      if (next === progress) return
      progress = next
      if (!still() && stage.scrolls()) redraw()
    },
    onArrive: () => {
      if (ctx.state.ready) take(ctx.state.index)
    },
  })
  /** Measure the module's place on the page again, for whichever measures the pass. */
  const refresh = () => {
    scroll.refresh()
    browserScroll?.refresh()
  }
  if (scrollBased && !browserScroll) scroll.want()
  const take = (index: number) => {
    stage.take(index)
    if (stage.scrolls() && !browserScroll) scroll.want()
    refresh()
    redraw()
  }
  /** Takes the slide shown then again, in the write phase (once its layer plugin has built it). */
  const retake = () => {
    pendingTake ??= ctx.scheduler.write(() => {
      pendingTake = undefined
      take(ctx.state.index)
    })
  }
  const offs = [
    ctx.on('module:ready', () => take(ctx.state.index)),
    ctx.on('slide:after', ({ index }) => take(index)),
    ctx.on('slide:build', ({ index }) => {
      // A rebuilt current slide has new layer elements.
      if (index === ctx.state.index && ctx.state.ready) retake()
    }),
    ctx.on('layout:change', () => {
      stage.rescale()
      refresh()
      // The depth offsets are shares of the module's box, the scroll offsets grid px: both moved.
      redraw()
    }),
    ctx.on('viewport:change', ({ inViewport }) => {
      if (!inViewport) return stop()
      refresh()
      run()
    }),
    ctx.on('motion:change', ({ reduced }) => {
      // The browser's drifts start or end with the slide taken again.
      if (browserScroll && ctx.state.ready) retake()
      if (!reduced) {
        refresh()
        return redraw()
      }
      stop()
      pointer = target = REST
      redraw()
    }),
  ]
  if (ctx.state.ready) take(ctx.state.index)
  return {
    api: {
      pointer: () => ({ ...pointer }),
      progress: () => browserScroll?.progress() ?? progress,
      orientation: () => pointerSource?.orientation() ?? 'off',
    },
    destroy() {
      for (const off of offs) off()
      stop()
      pendingDraw?.()
      pendingTake?.()
      pointerSource?.destroy()
      scroll.destroy()
      stage.reset()
      browserScroll?.destroy()
      if (marked) ctx.root.removeAttribute(SCROLL_BASED_ATTRIBUTE)
    },
  }
}
