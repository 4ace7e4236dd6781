import '../page-kit/first-statement'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { strataInstance } from '../page-kit/strata-instance'

// The real-shape row's module with a fade for its slide change (an `ab` page, not a bench row):
// its frames are the layers' and the builds', not the software compositor drawing a 3D cube.
runBench((root, list) => {
  const module = realModule(list.length)
  return () => strataInstance(root, module, 'fade')
})
