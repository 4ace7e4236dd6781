import { strataVitest } from '../../config/vitest.base'

export default strataVitest()
