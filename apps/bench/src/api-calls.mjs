// What the browser's own calls cost over a page's 10 changes (docs/performance-log.md, "Forty-fifth
// session"): each call of `Element.animate`, the `Animation` and `KeyframeEffect` constructors
// and setters, style and attribute writes, DOM insertions, timers and frame requests, and the
// reads that make or compute something (`Animation.finished` makes its promise: 9 µs; "Forty-
// seventh session") is timed in the page itself, where a CPU profile's samples are too coarse to
// split a call of tens of µs from its caller. The timer's own calls are in the figures: compare
// builds or pages of one run, not a run with the bench.
// (Writes as `style.opacity = v` are not seen: see `installApiTimer`.)

/**
 * Runs in the page before its scripts (`addInitScript`): wraps the calls below so that, while
 * `window.__apiOn` is true, each adds its time (ms) and one call to `window.__apiCalls[name]`.
 * Self-contained: it is serialised into the page.
 */
export function installApiTimer() {
  /** @type {Record<string, [number, number]>} */
  const calls = {}
  Object.defineProperty(window, '__apiCalls', { value: calls })
  const on = () => /** @type {any} */ (window).__apiOn === true
  /**
   * `run()`, its time and one call added to `name` while the timer is on.
   * @template T @param {string} name @param {() => T} run @returns {T}
   */
  const time = (name, run) => {
    if (!on()) return run()
    const t0 = performance.now()
    try {
      return run()
    } finally {
      const c = calls[name] ?? [0, 0]
      calls[name] = c
      c[0] += performance.now() - t0
      c[1]++
    }
  }
  /** @param {any} owner @param {string} key @param {string} name */
  const method = (owner, key, name) => {
    const f = owner?.[key]
    if (typeof f !== 'function') return
    owner[key] = function (/** @type {any[]} */ ...args) {
      return time(name, () => f.apply(this, args))
    }
  }
  /**
   * Times an accessor of `owner`'s `key`: its setter or its getter (`kind`).
   * @param {any} owner @param {string} key @param {string} name @param {'get' | 'set'} kind
   */
  const accessor = (owner, key, name, kind) => {
    const d = owner && Object.getOwnPropertyDescriptor(owner, key)
    const real = d?.[kind]
    if (!real) return
    Object.defineProperty(owner, key, {
      ...d,
      [kind](/** @type {unknown[]} */ ...args) {
        return time(name, () => real.apply(this, args))
      },
    })
  }
  /** @param {any} owner @param {string} key @param {string} name */
  const setter = (owner, key, name) => accessor(owner, key, name, 'set')
  /** @param {any} owner @param {string} key @param {string} name */
  const getter = (owner, key, name) => accessor(owner, key, name, 'get')
  /** @param {string} key */
  const construct = (key) => {
    const page = /** @type {Record<string, any>} */ (window)
    const C = page[key]
    if (typeof C !== 'function') return
    page[key] = new Proxy(C, {
      construct: (target, args, newTarget) =>
        time(`new ${key}`, () => Reflect.construct(target, args, newTarget)),
    })
  }
  method(Element.prototype, 'animate', 'Element.animate')
  method(globalThis.Animation?.prototype, 'play', 'Animation.play')
  method(globalThis.Animation?.prototype, 'cancel', 'Animation.cancel')
  method(globalThis.Animation?.prototype, 'commitStyles', 'Animation.commitStyles')
  setter(globalThis.Animation?.prototype, 'startTime', 'Animation.startTime =')
  setter(globalThis.KeyframeEffect?.prototype, 'target', 'KeyframeEffect.target =')
  // Reads that make or compute something: a promise, a wrapper, a style or a layout.
  getter(globalThis.Animation?.prototype, 'finished', 'Animation.finished')
  getter(globalThis.Animation?.prototype, 'effect', 'Animation.effect')
  getter(globalThis.Animation?.prototype, 'playState', 'Animation.playState')
  getter(globalThis.AnimationTimeline?.prototype, 'currentTime', 'timeline.currentTime')
  getter(Document.prototype, 'timeline', 'Document.timeline')
  getter(HTMLElement.prototype, 'style', 'HTMLElement.style')
  getter(HTMLElement.prototype, 'offsetWidth', 'HTMLElement.offsetWidth')
  getter(Element.prototype, 'classList', 'Element.classList')
  method(Element.prototype, 'getBoundingClientRect', 'Element.getBoundingClientRect')
  method(window, 'getComputedStyle', 'getComputedStyle')
  setter(Node.prototype, 'textContent', 'Node.textContent =')
  setter(Element.prototype, 'className', 'Element.className =')
  construct('Animation')
  construct('KeyframeEffect')
  method(CSSStyleDeclaration.prototype, 'setProperty', 'style.setProperty')
  method(CSSStyleDeclaration.prototype, 'removeProperty', 'style.removeProperty')
  // A property written as `style.opacity = v` is not an accessor in Chromium (its CSS properties
  // are named properties of the declaration), so only `setProperty` and `cssText` are timed.
  setter(CSSStyleDeclaration.prototype, 'cssText', 'style.cssText =')
  method(Element.prototype, 'setAttribute', 'Element.setAttribute')
  method(Element.prototype, 'removeAttribute', 'Element.removeAttribute')
  method(Element.prototype, 'append', 'Element.append')
  method(Element.prototype, 'replaceChildren', 'Element.replaceChildren')
  method(Element.prototype, 'remove', 'Element.remove')
  method(Node.prototype, 'appendChild', 'Node.appendChild')
  method(Node.prototype, 'insertBefore', 'Node.insertBefore')
  method(Document.prototype, 'createElement', 'Document.createElement')
  method(window, 'setTimeout', 'setTimeout')
  method(window, 'clearTimeout', 'clearTimeout')
  method(window, 'requestAnimationFrame', 'requestAnimationFrame')
  method(window, 'cancelAnimationFrame', 'cancelAnimationFrame')
}

/**
 * Each label's calls as means over its loads: ms and calls a load, and µs a call.
 * @param {Record<string, Array<Record<string, [number, number]>>>} runs each load's calls, by label
 * @returns {Record<string, Record<string, { ms: number, calls: number, us: number }>>}
 */
export function meanCalls(runs) {
  /** @type {Record<string, Record<string, { ms: number, calls: number, us: number }>>} */
  const out = {}
  for (const [label, loads] of Object.entries(runs)) {
    /** @type {Record<string, { ms: number, calls: number, us: number }>} */
    const sums = {}
    out[label] = sums
    for (const load of loads)
      for (const [name, [ms, calls]] of Object.entries(load)) {
        const s = sums[name] ?? { ms: 0, calls: 0, us: 0 }
        sums[name] = s
        s.ms += ms / loads.length
        s.calls += calls / loads.length
      }
    for (const s of Object.values(sums)) s.us = s.calls ? (s.ms * 1000) / s.calls : 0
  }
  return out
}

/**
 * One line a call, the labels side by side (ms a load, calls, µs a call), the largest first by
 * the first label's time.
 * @param {ReturnType<typeof meanCalls>} means
 * @returns {string[]}
 */
export function callLines(means) {
  const labels = Object.keys(means)
  const names = [...new Set(labels.flatMap((l) => Object.keys(means[l] ?? {})))]
  const ms = (/** @type {string} */ l, /** @type {string} */ n) => means[l]?.[n]?.ms ?? 0
  names.sort((a, b) => ms(labels[0] ?? '', b) - ms(labels[0] ?? '', a) || a.localeCompare(b))
  const cell = (/** @type {string} */ l, /** @type {string} */ n) => {
    const c = means[l]?.[n]
    return c
      ? `${c.ms.toFixed(2).padStart(7)} ms ${c.calls.toFixed(0).padStart(5)} × ${c.us.toFixed(0).padStart(4)} µs`
      : `${'-'.padStart(7)}    ${''.padStart(5)}   ${''.padStart(4)}   `
  }
  return [
    `${labels.map((l) => l.padEnd(26)).join(' | ')}   call`,
    ...names.map((n) => `${labels.map((l) => cell(l, n)).join(' | ')}   ${n}`),
  ]
}
