import { ScrollTrigger } from 'gsap/ScrollTrigger'
import type { GsapHost } from './motion'

let users = 0
/** No other ScrollTrigger was alive when the first share was taken: starting and stopping is ours. */
let ours = false

/**
 * Runs `start` (ScrollTrigger's register or enable) and undoes the timers it leaves running that
 * nothing stops: its keep-alive frame loop (the first frame it asks for, a loop that would wake
 * the page every frame with no module drawing; the slider's scheduler draws in its own frames),
 * Observer's one-off start-up timer and ScrollTrigger's start-up delayed call (both only end a
 * grace period of page load, long past when a module asks). Their callbacks run at once instead.
 */
function startQuietly(start: () => void, host: GsapHost): FrameRequestCallback | undefined {
  const { gsap } = host
  const g = globalThis
  const real = { requestAnimationFrame: g.requestAnimationFrame, setTimeout: g.setTimeout }
  let loop: number | undefined
  let loopStep: FrameRequestCallback | undefined
  const timers: [ReturnType<typeof setTimeout>, () => void][] = []
  g.setTimeout = ((fn: () => void, ms?: number) => {
    const id = real.setTimeout.call(g, fn, ms)
    timers.push([id, fn])
    return id
  }) as typeof setTimeout
  const calls = () => gsap.globalTimeline.getChildren(false, true, false)
  const before = new Set(calls())
  // Awake, GSAP's ticker asks for no frame while `start` runs: the first one asked is the loop's.
  // Its auto-sleep is held off meanwhile: the frame `wake` draws may be the one it checks on,
  // which put it back to sleep, so the first frame asked was the ticker's and the loop ran on.
  const { autoSleep } = gsap.config()
  gsap.config({ autoSleep: 0 })
  gsap.ticker.wake()
  g.requestAnimationFrame = ((cb: FrameRequestCallback) => {
    g.requestAnimationFrame = real.requestAnimationFrame
    loopStep = cb
    loop = real.requestAnimationFrame.call(g, cb)
    return loop
  }) as typeof requestAnimationFrame
  try {
    start()
  } finally {
    g.requestAnimationFrame = real.requestAnimationFrame
    g.setTimeout = real.setTimeout
    gsap.config({ autoSleep })
  }
  if (loop !== undefined) cancelAnimationFrame(loop)
  for (const [id, fn] of timers) {
    clearTimeout(id)
    fn()
  }
  for (const call of calls()) {
    if (before.has(call) || call.paused()) continue
    const done = call.eventCallback('onComplete')
    call.kill()
    done?.()
  }
  host.quietTicker(gsap)
  return loopStep
}

/** Lifts the guard `endStrayLoop` left, if it is still up. */
let liftGuard: (() => void) | undefined

/**
 * Ends a keep-alive loop started before ours, whose next frame is already asked for: enabled
 * again before that frame runs, the loop would go on asking for every frame while the page lives
 * (importing ScrollTrigger starts one when GSAP is global, and a module's pass starts in the
 * same task). The loop asks for each next frame by the global `requestAnimationFrame`: until the
 * coming frame has run, a guard there drops the requests for the loop's step (`step`, the
 * function `startQuietly` caught). A frame asked for now runs after the stray one: it lifts it.
 */
function endStrayLoop(step: FrameRequestCallback): void {
  liftGuard?.()
  const g = globalThis
  const real = g.requestAnimationFrame
  const cancel = g.cancelAnimationFrame
  const guard = ((cb: FrameRequestCallback) =>
    cb === step ? 0 : real.call(g, cb)) as typeof requestAnimationFrame
  const lift = () => {
    liftGuard = undefined
    cancel.call(g, id)
    // A guard another script wrapped since is left to it (it passes every other frame on).
    if (g.requestAnimationFrame === guard) g.requestAnimationFrame = real
  }
  g.requestAnimationFrame = guard
  const id = real.call(g, lift)
  liftGuard = lift
}

/**
 * ScrollTrigger has been started on this page (by us, by the host, or by GSAP on import): its
 * start sets `isTouch`.
 */
function started(): boolean {
  return (ScrollTrigger as { isTouch?: number }).isTouch !== undefined
}

/**
 * Takes a share of ScrollTrigger. Its page-wide listeners and sync interval run while some
 * module holds a share. When no other ScrollTrigger of the page is alive as the first share is
 * taken, the machinery is ours: started quietly (GSAP may have started it on import, keep-alive
 * loop included) and stopped by the last release, so a destroyed module leaves nothing running
 * (docs/plugin-authors.md "destroy"). A page with its own live ScrollTriggers keeps its own.
 * `host`: core's helpers (../plugin/host.ts) and GSAP (./motion.ts). Returns the release.
 */
export function useScrollTrigger(host: GsapHost): () => void {
  if (users++ === 0) {
    ours = ScrollTrigger.getAll().length === 0
    if (ours && started()) {
      ScrollTrigger.disable()
      const step = startQuietly(() => ScrollTrigger.enable(), host)
      if (step) endStrayLoop(step)
    } else if (ours || !started()) startQuietly(() => host.gsap.registerPlugin(ScrollTrigger), host)
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--users === 0 && ours && ScrollTrigger.getAll().length === 0) {
      // Disabled, a stray loop ends at its next frame: the guard has nothing left to do.
      liftGuard?.()
      ScrollTrigger.disable()
    }
  }
}

/**
 * Importing ScrollTrigger registers it when GSAP is global (`window.gsap`), listeners and sync
 * interval included. Called as the scroll chunk arrives: with no share taken and no trigger of
 * the page alive, that machinery runs for nobody (its module may be destroyed already): stop it.
 */
export function settleImport(): void {
  if (users === 0 && started() && ScrollTrigger.getAll().length === 0) ScrollTrigger.disable()
}
