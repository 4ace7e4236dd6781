import { strataVitest } from '../../config/vitest.base.ts'

export default strataVitest()
