import { type BenchInstance, type BenchSlide, benchSlides } from '../slides'
import { firstStatementAt } from './first-statement'
import { recordFrames } from './frames'

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Sums layout shifts without recent input (the CLS definition) seen so far. */
function watchLayoutShifts(): () => number {
  let cls = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>)
      if (!entry.hadRecentInput) cls += Number(entry.value) || 0
  })
  observer.observe({ type: 'layout-shift', buffered: true })
  return () => {
    for (const entry of observer.takeRecords() as Array<PerformanceEntry & Record<string, unknown>>)
      if (!entry.hadRecentInput) cls += Number(entry.value) || 0
    return cls
  }
}

/**
 * Builds a library's markup (a peer's slides, as a site would have them in its HTML) and returns
 * the library's constructor call, which the harness times on its own.
 */
export type PreparePage = (root: HTMLElement, slides: BenchSlide[]) => () => BenchInstance

/**
 * When this page's script had arrived (its resource timing), to split ready into the bundle's
 * evaluation and the library's start; NaN where the browser gives no entry for it.
 */
function scriptArrived(): number {
  const [entry] = performance.getEntriesByName(import.meta.url, 'resource')
  return entry ? (entry as PerformanceResourceTiming).responseEnd : Number.NaN
}

/**
 * Runs one library's page: reads N from `?n=`, builds the data and markup before the constructor
 * clock starts, times the constructor, and publishes `window.__bench` when ready.
 */
export async function runBench(prepare: PreparePage): Promise<void> {
  // Every module of the bundle has run its top level by now (the page's code runs last).
  const evaluated = performance.now()
  const cls = watchLayoutShifts()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  const slides = benchSlides(Number(new URLSearchParams(location.search).get('n') ?? 10))
  const construct = prepare(root, slides)
  const start = performance.now()
  let instance = construct()
  const ctorMs = performance.now() - start
  await instance.ready
  const startMs = performance.now() - start
  await nextFrame()
  const readyMs = performance.now()
  window.__bench = {
    readyMs,
    evalMs: evaluated - scriptArrived(),
    topLevelMs: evaluated - firstStatementAt,
    ctorMs,
    startMs,
    cls: cls(),
    step: (direction) => instance.step(direction),
    async transitions(count) {
      const frames = recordFrames()
      for (let i = 0; i < count; i++) await instance.step(i < count / 2 ? 1 : -1)
      await nextFrame()
      return frames.stop()
    },
    async remount(count) {
      for (let i = 0; i < count; i++) {
        if (!instance.destroy) throw new Error('this page cannot destroy its library')
        instance.destroy()
        root.replaceChildren()
        instance = prepare(root, slides)()
        await instance.ready
        await instance.step(1)
      }
      await nextFrame()
    },
  }
}
