import type { ImageQueue, ImageState, ResourceRegistry } from '@strata/core/loading'

/** One image of the loading-images fixture, as the browser tests read it. */
export interface ImageResult {
  /** Position in the fixture's list. */
  index: number
  url: string
  state: ImageState
  width?: number
  height?: number
  attempts: number
  crossOrigin: boolean
}

declare global {
  interface Window {
    /** The loading-images fixture: its queue, each image's result, and the error lines logged. */
    __loading?: {
      queue: ImageQueue
      /** A script and stylesheet registry of its own, for e2e/services-loading-resources. */
      resources: ResourceRegistry
      results: ImageResult[]
      done: boolean
      errors: string[]
    }
    /** How many times the test server's `/res/ok/*.js` script ran. */
    __strataScripts?: number
  }
}
