import type { ImageRecord, ImageRequest } from './image-types'

/** Builds a record and the function that settles its `done` promise. */
export function makeRecord(id: string, url: string, src: string, request: ImageRequest) {
  let resolve: (record: ImageRecord) => void = () => {}
  const done = new Promise<ImageRecord>((r) => {
    resolve = r
  })
  const record: ImageRecord = {
    id,
    url,
    src,
    crossOrigin: request.crossOrigin === true,
    state: 'pending',
    priority: Number.isFinite(request.priority) ? Number(request.priority) : 0,
    callbacks: request.onDone ? [request.onDone] : [],
    ...(request.candidates ? { candidates: request.candidates } : {}),
    params: request.params,
    attempts: 0,
    done,
  }
  return { record, resolve }
}
