import { type Attempt, attemptImage } from './image-attempt'
import { makeRecord } from './image-record'
import type {
  ImageQueue,
  ImageQueueOptions,
  ImageRecord,
  ImageRequest,
  ImageState,
} from './image-types'
import { normaliseImageUrl } from './image-url'

/** Image queue: 5 parallel slots, capacity 5000 (docs/behaviour.md §9). */
export const IMAGE_SLOTS = 5
export const IMAGE_CAPACITY = 5000

const SETTLED: readonly ImageState[] = ['loaded', 'cached', 'error']

/**
 * Loads images a few at a time (5 slots, up to 5000 waiting, higher priority first). A failed
 * image is retried once with the opposite crossOrigin setting, then logged as
 * `Image Error: {url} could not be loaded` (docs/behaviour.md §4, §8).
 */
export function createImageQueue(options: ImageQueueOptions = {}): ImageQueue {
  const slots = Math.max(1, options.slots ?? IMAGE_SLOTS)
  const capacity = options.capacity ?? IMAGE_CAPACITY
  const createImage = options.createImage ?? (() => new Image())
  const log = options.log ?? ((message: string) => console.error(message))
  const report = options.report ?? (() => {})
  const records = new Map<string, ImageRecord>()
  const resolvers = new Map<ImageRecord, (record: ImageRecord) => void>()
  const running = new Map<ImageRecord, Attempt>()
  let waiting: ImageRecord[] = []
  let order = new WeakMap<ImageRecord, number>()
  let added = 0
  let flushQueued = false
  let destroyed = false

  const byPriority = (a: ImageRecord, b: ImageRecord) =>
    b.priority - a.priority || (order.get(a) ?? 0) - (order.get(b) ?? 0)

  const settle = (record: ImageRecord, state: ImageState, image?: HTMLImageElement) => {
    running.delete(record)
    record.state = state
    if (image && state !== 'error') {
      record.image = image
      record.width = image.naturalWidth || image.width
      record.height = image.naturalHeight || image.height
    }
    for (const callback of record.callbacks.splice(0)) callback(record)
    resolvers.get(record)?.(record)
    resolvers.delete(record)
    if (!destroyed) pump()
  }

  const start = (record: ImageRecord) => {
    record.state = 'loading'
    record.attempts++
    const attempt = attemptImage(
      createImage,
      record.src,
      record.crossOrigin,
      (result) => {
        if (result.ok) return settle(record, result.cached ? 'cached' : 'loaded', result.image)
        if (record.attempts < 2) {
          // The other crossOrigin mode often works where the first did not (CORS headers).
          record.crossOrigin = !record.crossOrigin
          return start(record)
        }
        settle(record, 'error')
        log(`Image Error: ${record.url} could not be loaded`, record)
      },
      record.candidates,
    )
    running.set(record, attempt)
  }

  const pump = () => {
    while (running.size < slots) {
      const next = waiting.shift()
      if (!next) return
      start(next)
    }
  }

  const flush = () => {
    flushQueued = false
    if (destroyed) return
    for (const record of waiting) record.state = 'inqueue'
    waiting.sort(byPriority)
    pump()
  }

  const refuse = (request: ImageRequest, path: string, message: string): ImageRecord => {
    report(path, message)
    const { record } = makeRecord(String(request.url), String(request.url), '', request)
    record.state = 'error'
    for (const callback of record.callbacks.splice(0)) callback(record)
    return Object.assign(record, { done: Promise.resolve(record) })
  }

  const add = (input: ImageRequest | string): ImageRecord => {
    const request: ImageRequest =
      typeof input === 'string' ? { url: input } : (input ?? { url: '' })
    const protocol = options.pageProtocol ?? globalThis.location?.protocol
    const normal = normaliseImageUrl(request.url, protocol)
    const path = request.path ?? `images.${String(request.url)}`
    if (!normal.ok) return refuse(request, path, `image url ${normal.message}; not loaded`)
    const known = records.get(request.id ?? normal.url)
    if (known) {
      if (request.onDone) {
        if (SETTLED.includes(known.state)) request.onDone(known)
        else known.callbacks.push(request.onDone)
      }
      return known
    }
    if (destroyed) return refuse(request, path, 'the image queue is destroyed; not loaded')
    if (waiting.length >= capacity) {
      return refuse(request, path, `the image queue is full (${capacity} waiting); not queued`)
    }
    const { record, resolve } = makeRecord(
      request.id ?? normal.url,
      request.url,
      normal.url,
      request,
    )
    records.set(record.id, record)
    resolvers.set(record, resolve)
    order.set(record, added++)
    waiting.push(record)
    // Requests made in the same task are sorted by priority together before any starts.
    if (!flushQueued) {
      flushQueued = true
      queueMicrotask(flush)
    }
    return record
  }

  const cancel = (record: ImageRecord) => {
    running.get(record)?.stop()
    waiting = waiting.filter((r) => r !== record)
    record.cancelled = true
    settle(record, 'error')
  }

  return {
    add,
    load: (request) => add(request).done,
    get: (key) => records.get(key) ?? [...records.values()].find((r) => r.url === key),
    cancel(key) {
      const record = records.get(key) ?? [...records.values()].find((r) => r.url === key)
      if (!record || SETTLED.includes(record.state)) return false
      cancel(record)
      return true
    },
    setPriority(key, priority) {
      const record = records.get(key) ?? [...records.values()].find((r) => r.url === key)
      if (!record || !Number.isFinite(priority)) return false
      record.priority = priority
      // A waiting image takes its new place at once; a loading or settled one keeps going.
      if (record.state === 'inqueue') waiting.sort(byPriority)
      return true
    },
    get inFlight() {
      return running.size
    },
    get waiting() {
      return waiting.length
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const record of [...waiting, ...running.keys()]) cancel(record)
      for (const record of records.values()) delete record.image
      records.clear()
      waiting = []
      order = new WeakMap()
    },
  }
}
