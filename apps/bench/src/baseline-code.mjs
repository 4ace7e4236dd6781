// How much baseline machine code V8 makes at a load, for `trace` (docs/performance.md,
// "Twenty-third session"): after a few calls V8 compiles a function with Sparkplug, whose code
// stays in the heap. It is most of the heap between Strata and the peers, and unlike the heap
// figure it does not move between loads of the same build, so one load compares two builds.
// Read from Chromium's output with `--js-flags=--trace-baseline-batch-compilation`.

/** The flag that makes V8 print each function it queues for baseline compilation. */
export const BASELINE_FLAG = '--js-flags=--trace-baseline-batch-compilation'

const QUEUED = /Enqueued SFI (.*) with estimated size (\d+)/

/**
 * The functions queued for baseline code in `lines` (the browser's output) and V8's estimate of
 * their code, largest first; anonymous functions are named `(anonymous)`.
 * @param {Iterable<string>} lines
 * @returns {{ bytes: number, functions: Array<{ name: string, bytes: number }> }}
 */
export function baselineCode(lines) {
  const functions = []
  for (const line of lines) {
    const m = QUEUED.exec(line)
    if (m) functions.push({ name: m[1]?.trim() || '(anonymous)', bytes: Number(m[2]) })
  }
  functions.sort((a, b) => b.bytes - a.bytes)
  return { bytes: functions.reduce((sum, f) => sum + f.bytes, 0), functions }
}
