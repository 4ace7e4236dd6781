import { strataVitest } from '../../config/vitest.base.ts'

// .tsx tests are in the base's include; JSX compiles with tsconfig's `react-jsx`.
export default strataVitest()
