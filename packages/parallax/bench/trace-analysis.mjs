// Reading a Chromium trace and the page's style changes for the parallax bench.

/**
 * Forced layouts are Layout events that run inside script (a stack trace in their begin data,
 * what DevTools flags as a forced reflow); long tasks are main-thread RunTask events over 50 ms.
 */
export function analyse(events) {
  let forced = 0
  let layoutEvents = 0
  let longTasks = 0
  let longest = 0
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const long = []
  let longestTask
  for (const e of events) {
    if (e.name === 'Layout' && e.ph === 'X') {
      layoutEvents++
      if (e.args?.beginData?.stackTrace?.length) forced++
    }
    if (e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)) {
      const ms = (e.dur ?? 0) / 1000
      if (ms > longest) longestTask = e
      longest = Math.max(longest, ms)
      if (ms > 50) {
        longTasks++
        long.push(e)
      }
    }
  }
  // What filled each long task: its biggest child events on the same thread.
  const described = long.length ? long : longestTask ? [longestTask] : []
  const inside = described.map((t) => {
    const kids = events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.tid === t.tid &&
          e.pid === t.pid &&
          e !== t &&
          e.ts >= t.ts &&
          e.ts + (e.dur ?? 0) <= t.ts + t.dur,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 8)
      .map((e) => {
        const d = e.args?.data
        const where = d?.url
          ? ` (${d.functionName || 'anonymous'} ${d.url.split('/').slice(-2).join('/')})`
          : ''
        return `${e.name}${where} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`
      })
    return `${(t.dur / 1000).toFixed(1)} ms: ${kids.join(', ') || 'no traced work inside'}`
  })
  return { forced, layoutEvents, longTasks, longest, inside }
}

/**
 * Runs in the page: counts, by property name, each inline style property whose value changed on
 * any element (a MutationObserver on `style` with old values); `window.__styleChanges()` returns
 * the counts and stops watching.
 */
export function watchStyles() {
  const counts = {}
  const parse = (css) => {
    const out = {}
    for (const part of (css ?? '').split(';')) {
      const i = part.indexOf(':')
      if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim()
    }
    return out
  }
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const before = parse(r.oldValue)
      const after = parse(r.target.getAttribute('style'))
      for (const p of new Set([...Object.keys(before), ...Object.keys(after)]))
        if (before[p] !== after[p]) counts[p] = (counts[p] ?? 0) + 1
    }
  })
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['style'],
    attributeOldValue: true,
    subtree: true,
  })
  window.__styleChanges = () => {
    observer.disconnect()
    return counts
  }
}
