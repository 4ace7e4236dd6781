/**
 * Fails a test that logs `console.error` unexpectedly (the shared vitest setup installs it around
 * every test); a test that expects an error says so with `expectConsoleError` first.
 */

/** One test's watch over `console.error`. */
export interface ConsoleGuard {
  /** Replaces `console.error` with the guard; errors are recorded, not printed. */
  start(): void
  /** An error whose text matches is expected: it is let through, and one must happen. */
  expect(match: RegExp | string): void
  /** Puts `console.error` back; returns what went wrong (unexpected errors, missing ones). */
  stop(): string[]
}

/** The text of a console call: strings as they are, errors as "Name: message", the rest as JSON. */
function text(args: readonly unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a
      if (a instanceof Error) return `${a.name}: ${a.message}`
      try {
        return JSON.stringify(a) ?? String(a)
      } catch {
        return String(a)
      }
    })
    .join(' ')
}

const matches = (match: RegExp | string, line: string) =>
  typeof match === 'string' ? line.includes(match) : match.test(line)

export function createConsoleGuard(): ConsoleGuard {
  let expected: Array<{ match: RegExp | string; seen: number }> = []
  let unexpected: string[] = []
  let previous: typeof console.error | undefined
  const guard = (...args: unknown[]): void => {
    const line = text(args)
    const hit = expected.find((e) => matches(e.match, line))
    if (hit) hit.seen++
    else unexpected.push(line)
  }
  return {
    start() {
      expected = []
      unexpected = []
      previous = console.error
      console.error = guard
    },
    expect(match) {
      if (!previous) throw new Error('expectConsoleError: the console guard is not running')
      expected.push({ match, seen: 0 })
    },
    stop() {
      if (previous && console.error === guard) console.error = previous
      previous = undefined
      return [
        ...unexpected.map((line) => `unexpected console.error: ${line}`),
        ...expected
          .filter((e) => !e.seen)
          .map((e) => `expected a console.error matching ${String(e.match)}, none was logged`),
      ]
    },
  }
}

// One guard per test process, on globalThis: the setup file and a test may load this module
// through different paths (source alias, built dist) and must still share it.
const KEY = Symbol.for('strata.console-guard')
const holder = globalThis as { [KEY]?: ConsoleGuard }

/** The guard the shared vitest setup starts before and stops after every test. */
export const consoleGuard = (): ConsoleGuard => {
  holder[KEY] ??= createConsoleGuard()
  return holder[KEY]
}

/**
 * Says this test expects a `console.error` whose text matches `match` (a substring, or a RegExp
 * tested against the logged arguments joined by spaces; errors read "Name: message"). The test
 * fails if none is logged; matching errors are let through (not printed, not a failure).
 * Call it BEFORE the code that logs.
 */
export const expectConsoleError = (match: RegExp | string): void => consoleGuard().expect(match)
