import { strataVitest } from '../../config/vitest.base.ts'

export default strataVitest({ test: { setupFiles: ['./src/test-setup.ts'] } })
