import '../page-kit/first-statement'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { strataInstance } from '../page-kit/strata-instance'

// Built from data, as the minimal Strata page; the peers have no equivalent of this row.
runBench((root, list) => {
  const module = realModule(list.length)
  return () => strataInstance(root, module, 'cube')
})
