// Runs before every test file of every package (the shared vitest base lists it in setupFiles).
import { afterEach, beforeEach } from 'vitest'
import { consoleGuard } from '../packages/core/src/test-support/console-guard.ts'

// A test that logs console.error without saying so (`expectConsoleError` from
// `@strata/core/testing`) fails: a swallowed error must not leave a suite green.
beforeEach(() => consoleGuard().start())
afterEach(() => {
  const problems = consoleGuard().stop()
  if (problems.length) throw new Error(problems.join('\n'))
})
