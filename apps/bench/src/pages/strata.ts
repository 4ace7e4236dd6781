import '../page-kit/first-statement'
import { benchModule } from '../page-kit/bench-module'
import { runBench } from '../page-kit/harness'
import { strataInstance } from '../page-kit/strata-instance'

// Strata builds its markup from data, so (unlike the peers) that work is inside its constructor.
runBench((root, slides) => {
  const module = benchModule(slides)
  // The slide change the peers make: a 300 ms horizontal slide.
  return () => strataInstance(root, module, 'slideleft')
})
