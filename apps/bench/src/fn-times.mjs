// A CPU profile by function, for `fn-profile` (fn-profile.mjs): each function's self and
// inclusive time, optionally only inside one function's calls, and who calls one function. Where
// `trace` splits the CPU by part (cpu-parts.mjs) and `handlers` times named calls, this says
// which function of a part the time is in (docs/performance-log.md, "Sixty-sixth session"). Samples
// are not timers: a function's figure over one load can be a first call compiling; add loads.
import { profileTree, sampleTimes } from './cpu-parts.mjs'
import { HELD_AT_READY } from './hold-at-ready.mjs'

/**
 * @typedef {import('./cpu-parts.mjs').CpuProfile} CpuProfile
 * @typedef {import('./cpu-parts.mjs').CallFrame} CallFrame
 * @typedef {{ total: number, self: Map<string, number>, inclusive: Map<string, number>, callers: Map<string, number> }} FnTimes
 */

/**
 * Not a function's time: the thread idle, outside JS (style, layout, paint), the root, or the
 * page held at ready by the tool (hold-at-ready.mjs), which the profiler goes on sampling.
 */
const NONE = new Set(['(idle)', '(program)', '(root)', HELD_AT_READY])

/**
 * A function's name as printed: `name file:line` (1-based), `(anonymous)` for one without a
 * name; a browser call or built-in has no file.
 * @param {CallFrame} frame
 */
export function fnKey({ functionName, url, lineNumber }) {
  const name = functionName || '(anonymous)'
  return url ? `${name} ${url.split('/').pop()}:${lineNumber + 1}` : name
}

/**
 * Each function's self time (ms: the samples whose top frame it is) and inclusive time (the
 * samples it is anywhere on the stack of, once per sample however often it recurs), idle and
 * time outside JS left out. With `root`, only samples with a function of that name on their
 * stack count (its calls' own time, wherever it was called from). With `callersOf`, each caller
 * of the functions of that name, by the self time those spent under it.
 * @param {CpuProfile} profile
 * @param {{ root?: string, callersOf?: string }} [options] function names, as `fnKey` begins
 * @returns {FnTimes}
 */
export function fnTimes(profile, { root, callersOf } = {}) {
  const { byId, parentOf } = profileTree(profile)
  // Each node's printed name, made once: a profile has many samples a node.
  const keyOf = new Map(profile.nodes.map((node) => [node.id, fnKey(node.callFrame)]))
  const named = (id, name) => (byId.get(id)?.callFrame.functionName || '(anonymous)') === name
  const out = noFnTimes()
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  for (const [id, ms] of sampleTimes(profile)) {
    const node = byId.get(id)
    if (!node || !ms || NONE.has(node.callFrame.functionName)) continue
    /** @type {number[]} */
    const stack = []
    for (let at = id; at !== undefined; at = parentOf.get(at)) stack.push(at)
    if (root && !stack.some((at) => named(at, root))) continue
    out.total += ms
    add(out.self, keyOf.get(id), ms)
    for (const key of new Set(stack.map((at) => keyOf.get(at))))
      if (key !== '(root)') add(out.inclusive, key, ms)
    const caller = parentOf.get(id)
    if (callersOf && named(id, callersOf) && caller !== undefined)
      add(out.callers, keyOf.get(caller), ms)
  }
  return out
}

/**
 * Figures with nothing in them, for `addFnTimes` to sum loads into.
 * @returns {FnTimes}
 */
export function noFnTimes() {
  return { total: 0, self: new Map(), inclusive: new Map(), callers: new Map() }
}

/**
 * Adds `from`'s figures into `into` (several loads' profiles summed; divide when printing).
 * @param {FnTimes} into
 * @param {FnTimes} from
 */
export function addFnTimes(into, from) {
  into.total += from.total
  for (const name of /** @type {const} */ (['self', 'inclusive', 'callers']))
    for (const [key, ms] of from[name]) into[name].set(key, (into[name].get(key) ?? 0) + ms)
  return into
}

/**
 * The `top` largest entries of a map, one a line (`   1.23 ms  name file:line`), each divided
 * by `loads`.
 * @param {Map<string, number>} map
 * @param {number} top
 * @param {number} [loads]
 */
export function fnLines(map, top, loads = 1) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${(ms / loads).toFixed(2).padStart(8)} ms  ${key}`)
}
