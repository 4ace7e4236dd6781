// Runs before every test file of every package (the shared vitest base lists it in setupFiles).
import { installConsoleGuard } from '../packages/core/src/testing.ts'

// A test that logs console.error without saying so (`expectConsoleError` from
// `@strata/core/testing`) fails: a swallowed error must not leave a suite green.
installConsoleGuard()
