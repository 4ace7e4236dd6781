// @ts-check
/**
 * Image routes for the loading tests: slow PNGs, a route that only answers one crossOrigin mode,
 * and a 404. Plain Node, no dependencies; binds 127.0.0.1 only.
 *
 *   GET /img/slow/<name>.png?delay=ms  a PNG after `delay` ms (CORS allowed)
 *   GET /img/cors-only/<name>.png      403 unless the request carries an Origin header (crossOrigin set)
 *   GET /img/no-cors/<name>.png        403 when the request carries an Origin header
 *   GET /img/missing/<name>.png        404
 *   GET /res/ok/<name>.js|css          a script (counts runs in window.__strataScripts) or a stylesheet
 *   GET /res/missing/<name>.js|css     404 (for the resource registry's failure path)
 */
import { createServer } from 'node:http'
import { deflateSync } from 'node:zlib'

/** @typedef {{ path: string, cors: boolean, status: number }} ImageRequestLog */
/** @typedef {{ inFlight: number, maxInFlight: number, requests: ImageRequestLog[], reset(): void }} ImageStats */
/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next?: () => void) => void} Handler */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** @param {Buffer} bytes */
const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** @param {string} type @param {Buffer} data */
const chunk = (type, data) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid RGB PNG of one colour, `width` x `height`.
 * @param {number} width @param {number} height @param {[number, number, number]} rgb
 */
export function solidPng(width, height, [r, g, b]) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit depth, truecolour, no interlace
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3)
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A colour per image name, so a screenshot tells the images apart. @param {string} name */
const colourOf = (name) => {
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7)
  // The golden angle spreads neighbouring names (0, 1, 2...) far apart on the colour wheel.
  const hue = (hash * 137.508) % 360
  const f = (/** @type {number} */ n) => {
    const k = (n + hue / 60) % 6
    return Math.round(255 * (0.75 - 0.45 * Math.max(0, Math.min(k, 4 - k, 1))))
  }
  return /** @type {[number, number, number]} */ ([f(5), f(3), f(1)])
}

/** @returns {ImageStats} */
const createStats = () => ({
  inFlight: 0,
  maxInFlight: 0,
  requests: [],
  reset() {
    this.inFlight = 0
    this.maxInFlight = 0
    this.requests.length = 0
  },
})

const ROUTE =
  /^\/(?:img\/(slow|cors-only|no-cors|missing)\/([\w-]+)\.png|res\/(ok|missing)\/([\w-]+)\.(js|css))$/

/** @type {Record<string, (name: string) => string>} */
const RESOURCES = {
  js: () => 'window.__strataScripts = (window.__strataScripts || 0) + 1\n',
  css: (name) => `.strata-test-${name} { color: rgb(1, 2, 3); }\n`,
}
const TYPES = { js: 'text/javascript', css: 'text/css', png: 'image/png' }

/**
 * Middleware for the image routes; anything else goes to `next` (or gets a 404).
 * @param {{ delay?: number, width?: number, height?: number }} [options] delay in ms @default 200
 * @returns {Handler & { stats: ImageStats }}
 */
export function createImageHandler({ delay = 200, width = 48, height = 32 } = {}) {
  const stats = createStats()
  /** @type {Handler} */
  const handle = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const match = ROUTE.exec(url.pathname)
    if (!match) {
      if (next) return next()
      res.writeHead(404).end()
      return
    }
    const [, image, imageName, resource, resourceName, ext = 'png'] = match
    const route = image ?? resource
    const name = imageName ?? resourceName ?? ''
    const cors = typeof req.headers.origin === 'string'
    let status = 200
    if (route === 'missing') status = 404
    if (route === 'cors-only' && !cors) status = 403
    if (route === 'no-cors' && cors) status = 403
    const log = { path: url.pathname, cors, status }
    stats.requests.push(log)
    stats.inFlight++
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    let open = true
    const release = () => {
      if (open) stats.inFlight--
      open = false
    }
    res.on('close', release)
    const wait = Number(url.searchParams.get('delay') ?? delay)
    setTimeout(
      () => {
        if (res.destroyed) return release()
        const headers = {
          'Cache-Control': 'no-store',
          'Access-Control-Allow-Origin': status === 200 ? '*' : 'null',
        }
        if (status !== 200) {
          res.writeHead(status, { ...headers, 'Content-Type': 'text/plain' }).end(`${status}`)
        } else {
          const make = RESOURCES[ext]
          const body = make ? make(name) : solidPng(width, height, colourOf(name))
          const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)]
          res.writeHead(200, { ...headers, 'Content-Type': type }).end(body)
        }
        release()
      },
      Number.isFinite(wait) ? Math.max(0, wait) : delay,
    )
  }
  return Object.assign(handle, { stats })
}

/**
 * Starts the image server on 127.0.0.1.
 * @param {{ port?: number, delay?: number }} [options] port 0 picks a free one @default 0
 * @returns {Promise<{ url: string, stats: ImageStats, close(): Promise<void> }>}
 */
export async function startImageServer({ port = 0, delay } = {}) {
  const handler = createImageHandler(delay === undefined ? {} : { delay })
  const server = createServer((req, res) => handler(req, res))
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${bound}`,
    stats: handler.stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
