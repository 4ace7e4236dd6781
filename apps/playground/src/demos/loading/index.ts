import type { Demo } from '../types'
import { LoadingGradients } from './LoadingGradients'
import { LoadingImages } from './LoadingImages'

/** The loading demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const loadingDemos: readonly Demo[] = [
  {
    name: 'loading-gradients',
    title: 'Loading: gradient backgrounds',
    description:
      'Slide backgrounds from gradient data (linear 180 → 180.1deg, radial, eased, solid, one broken) via loadingServices(ctx).',
    Component: LoadingGradients,
  },
  {
    name: 'loading-images',
    title: 'Loading: image queue',
    description:
      'Queues ?images=<url with {i}>&count=N through the image queue (5 slots); results in window.__loading.',
    fixture: true,
    Component: LoadingImages,
  },
]
