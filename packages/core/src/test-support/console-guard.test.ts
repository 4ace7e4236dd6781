// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createConsoleGuard, expectConsoleError } from './console-guard'

/** Runs `body` under a guard of its own (nested inside the shared one) and returns its verdict. */
function verdict(body: (guard: ReturnType<typeof createConsoleGuard>) => void): string[] {
  const guard = createConsoleGuard()
  guard.start()
  body(guard)
  return guard.stop()
}

describe('console guard', () => {
  it('an unexpected console.error is a failure that quotes the text', () => {
    expect(verdict(() => console.error('[strata] boom', new TypeError('bad')))).toEqual([
      'unexpected console.error: [strata] boom TypeError: bad',
    ])
  })

  it('an expected error (RegExp or substring) passes', () => {
    expect(
      verdict((g) => {
        g.expect(/handler failed/)
        g.expect('job failed')
        console.error('[strata] "slide:after" handler failed', new Error('x'))
        console.error('[strata] scheduled job failed')
      }),
    ).toEqual([])
  })

  it('an expected error that never happens is a failure', () => {
    expect(verdict((g) => g.expect(/never/))).toEqual([
      'expected a console.error matching /never/, none was logged',
    ])
  })

  it('an error that does not match the expected text still fails', () => {
    expect(
      verdict((g) => {
        g.expect(/one thing/)
        console.error('another thing')
      }),
    ).toEqual([
      'unexpected console.error: another thing',
      'expected a console.error matching /one thing/, none was logged',
    ])
  })

  it('puts console.error back as it found it', () => {
    const before = console.error
    verdict(() => {})
    expect(console.error).toBe(before)
  })

  it('the shared setup guards every test: expectConsoleError lets the expected error through', () => {
    expectConsoleError(/guarded/)
    console.error('this one is guarded')
  })
})
