export { firstSlideInData } from '../../normalise/first-slide-in-data'
export { type Cookies, createCookies } from './cookie'
export { decodeOutOfView } from './decode-ahead'
export { gradientToCss } from './gradient-css'
export { type Gradient, type GradientStop, parseGradient } from './gradient-parse'
export { prepareColours } from './gradient-reader'
export { type PreloadOptions, preloadImage } from './image-preload'
export { createImageQueue, IMAGE_CAPACITY, IMAGE_SLOTS } from './image-queue'
export type {
  ImageCandidates,
  ImageQueue,
  ImageQueueOptions,
  ImageRecord,
  ImageRequest,
  ImageState,
} from './image-types'
export { IMAGE_EXTENSIONS, isImageUrl, normaliseImageUrl } from './image-url'
export { type LoadingServices, loadingServices } from './loading-services'
export { createResourceRegistry, pageResources } from './resource-registry'
export {
  type LoadOptions,
  RESOURCE_STATUS,
  type ResourceRecord,
  type ResourceRegistry,
  type ResourceRegistryOptions,
  type ResourceStatus,
} from './resource-types'
export { refuseUrl } from './safe-url'
