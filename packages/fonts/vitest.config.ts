import { strataVitest } from '../../config/vitest.base.ts'

// Font stylesheets are <link>s: happy-dom never fetches them and fires `load`, so no test
// reaches a network; tests that need a failure fire `error` themselves.
export default strataVitest({
  test: {
    environmentOptions: {
      happyDOM: {
        settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
      },
    },
  },
})
