import '../page-kit/first-statement'
import image from '../fixtures/hero.jpg'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { strataInstance } from '../page-kit/strata-instance'

// The real-shape row's module with a background image on every slide: when the first one is
// asked for, and when the largest paint lands (an `ab` page, not a bench row).
runBench((root, list) => {
  const module = realModule(list.length, image)
  return () => strataInstance(root, module, 'cube')
})
