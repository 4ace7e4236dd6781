// @ts-check
/**
 * @strata/streams' local routes: the feed items of the stream data call (docs/behaviour.md §7), read
 * from server/streams/<name>.json, and the feed items' images at `/streams-media/<name>.svg`
 * (drawn here, so no image file is shipped).
 */
import { existsSync, readFileSync } from 'node:fs'

/** @typedef {Record<string, any>} Json */
/** @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} Req */
/** @typedef {import('node:http').ServerResponse} Res */

const FEEDS = new URL('../streams/', import.meta.url)

/**
 * A module file's feed: `stream` names a fixture in server/streams/ (`"flickr"`, `"xss"`; `"empty"`
 * is no items), or is the list of items itself.
 * @param {unknown} stream
 * @returns {unknown[]}
 */
export function feedItems(stream) {
  if (Array.isArray(stream)) return stream
  if (typeof stream !== 'string' || !/^[\w-]+$/.test(stream) || stream === 'empty') return []
  const file = new URL(`${stream}.json`, FEEDS)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []
}

/**
 * docs/behaviour.md §7 stream data: success, data (the feed items).
 * @param {Json | undefined} module
 */
export const streamAnswer = (module) =>
  module
    ? { success: true, data: feedItems(module.stream) }
    : { success: false, message: 'Feed not found' }

/** A colour per image name, so neighbouring slides differ. */
const hue = (/** @type {string} */ name) =>
  [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7)

/**
 * An 800 × 500 picture for a feed item: a gradient of the name's hue and the name.
 * @param {string} name
 */
const picture = (name) => {
  const h = hue(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},60%,30%)"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/><circle cx="620" cy="130" r="70" fill="hsl(${(h + 180) % 360},70%,80%)" opacity=".7"/><path d="M0 420 L220 260 L400 400 L560 300 L800 440 V500 H0Z" fill="rgba(0,0,0,.35)"/><text x="40" y="470" font-family="sans-serif" font-size="28" fill="#fff">${name}</text></svg>`
}

/** @param {Req} req @param {Res} res @param {(error?: unknown) => void} next */
export default function streamsRoutes(req, res, next) {
  const path = new URL(req.originalUrl ?? req.url ?? '/', 'http://127.0.0.1').pathname
  const media = /^\/streams-media\/([\w-]+)\.svg$/.exec(path)
  if (!media) return next()
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' })
  res.end(picture(media[1] ?? ''))
}
