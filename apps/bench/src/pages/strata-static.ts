import '../page-kit/first-statement'
import { benchModule } from '../page-kit/bench-module'
import { runBench } from '../page-kit/harness'
import { strataInstance } from '../page-kit/strata-instance'

/**
 * The bench module with its three text layers but no timeline on them: they are built and shown,
 * and nothing enters. Beside `strata` (the same layers fading in) and `strata-bare` (no text
 * layers) it splits the text layers' cost into their build and their scenes (an `ab` page).
 */
runBench((root, slides) => {
  const module = benchModule(slides, false)
  return () => strataInstance(root, module, 'slideleft')
})
