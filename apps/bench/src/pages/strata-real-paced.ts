import '../page-kit/first-statement'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { strataInstance } from '../page-kit/strata-instance'

/**
 * How long the page waits after each change before the next one: past core's neighbour build
 * (50 ms after a change) and the timing of its scenes after it, while the shown slide's layers
 * enter, as a slideshow or a visitor reading each slide paces them.
 */
const PAUSE_MS = 700

// The real-export module with a fade, its changes paced: each change's new neighbour is built
// ahead, during the shown slide's entrance, as on a site; back to back (strata-real-fade), the
// next change starts first and builds it itself.
runBench((root, list) => {
  const module = realModule(list.length)
  return () => {
    const instance = strataInstance(root, module, 'fade')
    return {
      ...instance,
      async step(direction) {
        await instance.step(direction)
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      },
    }
  }
})
