import type { IncomingMessage, ServerResponse } from 'node:http'

/** One request the image server answered. */
export interface ImageRequestLog {
  path: string
  /** The request carried an Origin header (the image had crossOrigin set). */
  cors: boolean
  status: number
}

export interface ImageStats {
  inFlight: number
  maxInFlight: number
  requests: ImageRequestLog[]
  reset(): void
}

export type ImageHandler = ((
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
) => void) & { stats: ImageStats }

export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer

/** Middleware for /img/(slow|cors-only|no-cors|missing)/<name>.png and /res/(ok|missing)/<name>.(js|css); delay @default 200 ms. */
export function createImageHandler(options?: {
  delay?: number
  width?: number
  height?: number
}): ImageHandler

/** Starts the image server on 127.0.0.1; port @default 0 (a free one). */
export function startImageServer(options?: { port?: number; delay?: number }): Promise<{
  url: string
  stats: ImageStats
  close(): Promise<void>
}>
