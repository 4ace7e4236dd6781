import { strataVitest } from '../../config/vitest.base.ts'

// One environment per worker, not per file: the files share no state (checked with shuffled
// runs), and a fresh happy-dom window per file was most of the suite's time on CI's 2 cores.
export default strataVitest({ test: { isolate: false } })
