// The page's two collected heaps (issue #25's heap target, docs/performance.md "How to measure"):
// V8's, which holds a library's code and data, and Blink's (Oilpan: the DOM, styles and layout
// objects), where a library that builds every slide keeps its slides. Reading only the first
// counts Strata's slides (its module data, in JS) and not the peers' (their markup, in Blink).

/** Reads at most this many times, `PAUSE_MS` apart, for two that agree. */
const MAX_READS = 8
const PAUSE_MS = 25
/** Two reads whose sum is this close (a fraction of it) are the page at rest. */
const SAME = 0.01

/**
 * Both heaps' used bytes after a full collection, once two reads in a row agree: a page still
 * ending its first entrance makes DOM and style garbage between two collections (the bench's
 * Strata page read Blink's heap at 0.45 to 1.03 MB in turn right after settling, then 0.44 MB on
 * every read from 50 ms on; Swiper's the same on every read), where V8's heap moves by a few KB.
 * NaN for Blink's where the browser does not report it.
 * @param {{ send: (method: string) => Promise<any> }} cdp
 * @param {(ms: number) => Promise<unknown>} pause
 * @returns {Promise<{ heapBytes: number, domHeapBytes: number, pageHeapBytes: number }>}
 */
export async function readHeaps(cdp, pause) {
  let last = await readOnce(cdp)
  for (let i = 1; i < MAX_READS; i++) {
    await pause(PAUSE_MS)
    const next = await readOnce(cdp)
    const settled = Math.abs(total(next) - total(last)) <= SAME * total(next)
    last = next
    if (settled) break
  }
  return last
}

/**
 * Both heaps of one read; Blink's counted as 0 where it is not reported.
 * @param {{ heapBytes: number, domHeapBytes: number }} heaps
 */
function total(heaps) {
  return heaps.heapBytes + (Number.isNaN(heaps.domHeapBytes) ? 0 : heaps.domHeapBytes)
}

/** @param {{ send: (method: string) => Promise<any> }} cdp */
async function readOnce(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage')
  const domHeapBytes = Number.isFinite(embedderHeapUsedSize) ? embedderHeapUsedSize : Number.NaN
  return { heapBytes: usedSize, domHeapBytes, pageHeapBytes: usedSize + domHeapBytes }
}
