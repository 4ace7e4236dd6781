/** Image queue states (docs/behaviour.md §4): pending, inqueue, loading, then loaded, cached or error. */
export type ImageState = 'pending' | 'inqueue' | 'loading' | 'loaded' | 'cached' | 'error'

/** An image record (docs/behaviour.md §3). */
export interface ImageRecord {
  id: string
  /** The address as given. */
  url: string
  /** The address requested, after normalisation. */
  src: string
  /** Whether the next (or last) attempt sets `crossOrigin="anonymous"`. */
  crossOrigin: boolean
  state: ImageState
  /** Higher loads first; ties keep the order added. */
  priority: number
  /** Called once when the record settles (loaded, cached or error). */
  callbacks: ((record: ImageRecord) => void)[]
  params?: unknown
  /** Natural size, once loaded. */
  width?: number
  height?: number
  /** The loaded element, so callers can use it without a second request. */
  image?: HTMLImageElement
  /** The candidates each attempt offers the browser (`ImageRequest.candidates`). */
  candidates?: ImageCandidates
  /** Attempts made: 2 after the crossOrigin retry. */
  attempts: number
  /** Set when `cancel` or `destroy` stopped it. */
  cancelled?: boolean
  /** Settles once with this record; never rejects. */
  done: Promise<ImageRecord>
}

/** An `<img>`'s `srcset` and the `sizes` that goes with it. */
export interface ImageCandidates {
  srcset: string
  sizes: string
}

export interface ImageRequest {
  url: string
  /** Higher loads first. @default 0 */
  priority?: number
  /** Try with `crossOrigin="anonymous"` first (the retry uses the opposite). @default false */
  crossOrigin?: boolean
  /** @default the normalised url */
  id?: string
  params?: unknown
  /** Report path of the url in the module data. @default 'images.<url>' */
  path?: string
  /**
   * Sizes of the image the `<img>` that shows it offers (`srcset`, `sizes`): each attempt offers
   * them too, so it downloads the one the browser picks, which the `<img>` then takes from the
   * cache, and not `url` first as well. @default none: `url` is what loads
   */
  candidates?: ImageCandidates
  onDone?: (record: ImageRecord) => void
}

export interface ImageQueueOptions {
  /** Images loading at once (docs/behaviour.md §9). @default 5 */
  slots?: number
  /** Images waiting at most; more are refused with a report entry (docs/behaviour.md §9). @default 5000 */
  capacity?: number
  /** Makes the element each attempt uses. @default () => new Image() */
  createImage?: () => HTMLImageElement
  /** Protocol given to protocol-relative urls. @default location.protocol */
  pageProtocol?: string
  /** Hears `Image Error: {url} could not be loaded` after the retry. @default console.error */
  log?: (message: string, record: ImageRecord) => void
  /** Hears refused urls and a full queue (`path`, `message`). @default ignores them */
  report?: (path: string, message: string) => void
}

export interface ImageQueue {
  /** Queues an image (or returns the record already made for its url). */
  add(request: ImageRequest | string): ImageRecord
  /** Loads an image; resolves with its record once settled. Never rejects. */
  load(request: ImageRequest | string): Promise<ImageRecord>
  get(idOrUrl: string): ImageRecord | undefined
  /** Stops a waiting or loading image; its record settles as cancelled (state error, no log). */
  cancel(idOrUrl: string): boolean
  /** Changes an image's priority; a waiting one moves to its new place. False if unknown. */
  setPriority(idOrUrl: string, priority: number): boolean
  /** Images loading now. */
  readonly inFlight: number
  /** Images waiting (pending or inqueue). */
  readonly waiting: number
  /** Cancels everything, drops every element and record; later adds are refused. */
  destroy(): void
}
