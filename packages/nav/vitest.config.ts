import { fileURLToPath } from 'node:url'
import { strataVitest } from '../../config/vitest.base.ts'

// `@strata/nav/prepared` loads nav's part by its package name (tsup.config.ts): from source here.
export default strataVitest({
  resolve: {
    alias: [
      {
        find: '@strata/nav/normalise',
        replacement: fileURLToPath(new URL('./src/normalise.ts', import.meta.url)),
      },
    ],
  },
})
