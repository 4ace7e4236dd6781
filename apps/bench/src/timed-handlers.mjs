// Times a page's script by the handler that runs it, for `handlers` (handler-time.mjs): a CPU
// profile's samples are too coarse for parts of 0.1-0.4 ms (docs/performance-log.md, "Forty-third
// session"), so the page is bundled from the packages' sources with each place that calls a
// handler wrapped in a timer. Every wrap is inclusive: a plugin's handler is timed inside the
// bus's, a build inside a write job.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Where a handler is called in the sources (`packages/<file>`): the call as written, and what
 * replaces it, the same call inside `__strataTime(<key>, () => …)`, the key made of what is in
 * scope there.
 */
export const INSTRUMENTS = [
  {
    file: 'core/src/events/bus.ts',
    call: 'sub[1](payload)',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code for the page's bundle, not a template here
    timed: '__strataTime(`event ${type}`, () => sub[1](payload))',
  },
  {
    file: 'core/src/scheduler/scheduler.ts',
    call: 'job.run(time, time - job.at)',
    timed:
      "__strataTime(['read job', 'write job', 'frame job'][kind], () => job.run(time, time - job.at))",
  },
  {
    file: 'core/src/runtime/plugin-context.ts',
    call: 'own(bus.on(type, handler))',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code for the page's bundle, not a template here
    timed: 'own(bus.on(type, (p) => __strataTime(`${plugin.name} on ${type}`, () => handler(p))))',
  },
  {
    file: 'core/src/runtime/plugin-context.ts',
    call: 'own(addTransition(handler))',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code for the page's bundle, not a template here
    timed: 'own(addTransition((r) => __strataTime(`${plugin.name} transition`, () => handler(r))))',
  },
]

/**
 * `source` (the file `file` of `packages/`) with its instruments' calls wrapped; throws when a
 * call is not there once, so a refactor that moves one is seen at once (a unit test reads the
 * sources too).
 * @param {string} file
 * @param {string} source
 * @param {ReadonlyArray<{ file: string, call: string, timed: string }>} [list] the instruments
 *   (`INSTRUMENTS`, with build-parts.mjs's `BUILD_PARTS` for a build's parts)
 */
export function instrument(file, source, list = INSTRUMENTS) {
  let out = source
  for (const it of list) {
    if (it.file !== file) continue
    const parts = out.split(it.call)
    if (parts.length !== 2) throw new Error(`${file}: "${it.call}" found ${parts.length - 1} times`)
    out = parts.join(it.timed)
  }
  return out
}

/**
 * The page's timer, first in every file: `__strataTime(key, run)` runs `run` and adds its
 * time (ms) and a call to `globalThis.__strataTimes[key]`.
 */
export const TIMER = `globalThis.__strataTime ??= (key, run) => { const t = performance.now(); try { return run() } finally { const all = (globalThis.__strataTimes ??= {}); const e = (all[key] ??= [0, 0]); e[0] += performance.now() - t; e[1] += 1 } };`

/**
 * An esbuild plugin that wraps the instruments' calls in the packages' sources (use it with
 * `packageSources`, and `TIMER` as the bundle's banner).
 * @param {string} packagesDir
 * @param {ReadonlyArray<{ file: string, call: string, timed: string }>} [list] as `instrument`'s
 * @returns {import('esbuild').Plugin}
 */
export const timedHandlers = (packagesDir, list = INSTRUMENTS) => ({
  name: 'strata-timed-handlers',
  setup(build) {
    const files = [...new Set(list.map((it) => it.file))]
    const filter = new RegExp(`(${files.map((f) => f.replace(/[/.]/g, '\\$&')).join('|')})$`)
    build.onLoad({ filter }, async (args) => {
      const file = args.path
        .slice(packagesDir.length + 1)
        .split('\\')
        .join('/')
      const source = await readFile(join(packagesDir, file), 'utf8')
      return { contents: instrument(file, source, list), loader: 'ts' }
    })
  },
})

/**
 * The times of two readings of `__strataTimes` as rows (`after` less `before`, so the second
 * reading's own part), most ms first: [key, ms, calls].
 * @param {Record<string, [number, number]>} before
 * @param {Record<string, [number, number]>} after
 * @returns {Array<[string, number, number]>}
 */
export function timesBetween(before, after) {
  const rows = []
  for (const [key, [ms, calls]] of Object.entries(after)) {
    const [ms0, calls0] = before[key] ?? [0, 0]
    if (calls > calls0) rows.push([key, ms - ms0, calls - calls0])
  }
  return rows.sort((a, b) => b[1] - a[1])
}
