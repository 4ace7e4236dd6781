import { strataVitest } from '../../config/vitest.base.ts'

// Font stylesheets are <link>s: happy-dom never fetches them and fires `load`, so no test
// reaches a network; tests that need a failure fire `error` themselves.
// `isolate: false`: one environment per worker, not per file; the files share no state (checked
// with shuffled runs), and a fresh happy-dom window per file was most of the suite's time.
export default strataVitest({
  test: {
    isolate: false,
    environmentOptions: {
      happyDOM: {
        settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
      },
    },
  },
})
