import '../page-kit/first-statement'
import photo from '../fixtures/photo-1920.jpg'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { strataInstance } from '../page-kit/strata-instance'

// The real-shape row's module with a 1920 × 1080 photo behind every slide, each slide's at an
// address of its own (so each is decoded on its own, as different photos are), and a fade for
// its change (an `ab` page, not a bench row): what the frames of a change wait on when a slide
// first shows a large image (`frames`).
runBench((root, list) => {
  const module = realModule(list.length, (i) => `${photo}?slide=${i}`)
  return () => strataInstance(root, module, 'fade')
})
