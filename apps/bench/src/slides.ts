/**
 * The library-neutral bench content: what every library's page renders, so figures compare like
 * with like. Each slide has a background colour and three text elements.
 */
export interface BenchSlide {
  title: string
  color: string
  texts: readonly [string, string, string]
}

export function benchSlides(count: number): BenchSlide[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Slide ${i + 1}`,
    color: `hsl(${(i * 47) % 360} 60% 40%)`,
    texts: [`Heading ${i + 1}`, `Subtitle of slide ${i + 1}`, 'Read more'],
  }))
}

/** Where each of a slide's three texts sits and how big it is (px), for every library alike. */
export const TEXT_BOXES = [
  { top: 60, size: 40 },
  { top: 130, size: 20 },
  { top: 200, size: 20 },
] as const

/** What a library's page hands the harness: its slider, built and steppable. */
export interface BenchInstance {
  /** Resolves when the library says the first slide is shown. */
  ready: Promise<void>
  /** One slide change (+1 next, -1 previous); resolves when its transition has finished. */
  step(direction: 1 | -1): Promise<void>
  /** Takes the library off the page (its `destroy`), for the remount figures. */
  destroy?(): void
}

/** Frame and task figures over a series of slide changes (measured in the page). */
export interface FrameStats {
  frames: number
  durationMs: number
  meanFps: number
  p95FrameMs: number
  framesOver20: number
  /** The longest gap between two frames: a slide build in one task shows here, not in p95. */
  longestFrameMs: number
  longTasks: number
}

/** The result a page publishes on `window.__bench` (read by src/measure.mjs). */
export interface BenchResult {
  /** Navigation start → the first frame after the library said it is ready. */
  readyMs: number
  /**
   * The page script's arrival → its code evaluated (parse, compile and every module's top level:
   * the library's and GSAP's), before the page builds its markup or calls the constructor.
   */
  evalMs: number
  /**
   * Of eval, the bundle's first statement → its code evaluated: every module's top level (the
   * library's and GSAP's). The rest of eval is the browser's work on the arrived file: V8's
   * parse of it off the main thread, and the hand-over (docs/performance-log.md, forty-first session).
   */
  topLevelMs: number
  /** The library's own synchronous constructor call. */
  ctorMs: number
  /** The constructor call → the library said it is ready (Strata's start runs after it returns). */
  startMs: number
  /** Cumulative layout shift from navigation until ready. */
  cls: number
  /**
   * One slide change (+1 next, -1 previous), resolving when it has finished: what a tool's own
   * input handler calls (`input.mjs`: a visitor's key press, timed by the browser).
   */
  step(direction: 1 | -1): Promise<void>
  /** Runs `count` slide changes (half forward, half back) and measures their frames. */
  transitions(count: number): Promise<FrameStats>
  /**
   * Destroys the library and builds it again `count` times, each time from fresh markup, waiting
   * for ready and one change: what a page that mounts and unmounts a module (a single-page app's
   * routes) keeps (`remount.mjs`).
   */
  remount(count: number): Promise<void>
}

declare global {
  interface Window {
    __bench?: BenchResult
    /** How many of the changes `input.mjs`'s key handler asked for have ended. */
    __inputEnded?: number
  }
}
