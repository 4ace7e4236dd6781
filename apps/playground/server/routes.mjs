// @ts-check
/** The local REST server's routes: reading a request's form and answering docs/behaviour.md §7's calls. */
import { findModule, fullObject, modalSettings, streamData } from './modules.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */

/** Bodies larger than this are refused (413): the endpoints only take small forms. */
const MAX_BODY = 64 * 1024

/**
 * Form fields with bracketed keys (`data[id]=5`) back into nested records.
 * @param {string} text
 */
export function parseForm(text) {
  /** @type {Record<string, any>} */
  const out = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]$/).filter((part, i) => i === 0 || part !== '')
    let node = out
    parts.forEach((part, i) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return
      if (i === parts.length - 1) node[part] = value
      else node = node[part] = typeof node[part] === 'object' ? node[part] : {}
    })
  }
  return out
}

/** @param {Req} req @returns {Promise<string>} */
export const readBody = (req) =>
  new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      text += chunk
      if (text.length > MAX_BODY) reject(new Error('too large'))
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

/**
 * The answer to one call, or undefined when the path is not one of the endpoints.
 * @param {string} dir @param {string} method @param {string} path @param {URLSearchParams} query
 * @param {Record<string, any>} form
 * @returns {{ body: unknown, action?: string, slideid?: string } | undefined}
 */
export function answer(dir, method, path, query, form) {
  const rest = /\/sliderrevolution\/sliders\/(?:(stream|modal)\/)?([^/]+)$/.exec(path)
  if (rest && method === 'GET') {
    const [, kind, raw] = rest
    const key = decodeURIComponent(raw ?? '')
    const slideid = query.get('slideid') ?? undefined
    if (kind === 'stream') return { body: streamData(findModule(dir, key, false)) }
    if (kind === 'modal')
      return { body: modalSettings(findModule(dir, key, false) ?? findModule(dir, key, true)) }
    return {
      body: fullObject(findModule(dir, key, query.get('alias') === 'true'), slideid),
      slideid,
    }
  }
  if (!path.endsWith('admin-ajax.php') || method !== 'POST') return undefined
  const action = String(form.client_action ?? '')
  const data = form.data ?? {}
  const module = () =>
    data.id
      ? findModule(dir, String(data.id), false)
      : findModule(dir, String(data.alias ?? ''), true)
  if (action === 'get_full_slider_object')
    return { body: fullObject(module(), data.slideid), action, slideid: data.slideid }
  if (action === 'get_stream_data')
    return { body: streamData(findModule(dir, String(data.id ?? ''), false)), action }
  if (action === 'get_modal_settings') return { body: modalSettings(module()), action }
  return { body: { success: false, message: `unknown action "${action}"` }, action }
}
