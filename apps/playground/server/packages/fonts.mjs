/**
 * A local font provider for @strata/fonts (no internet): a Google-Fonts-like stylesheet endpoint
 * and the font files in public/fonts/. Every route is under `/fonts-api/`; path segments before
 * the endpoint are switches, so a test picks its own behaviour through the plugin's `base`:
 *
 *   /fonts-api/[run-<id>/][delay-<ms>/][fail-1/]css2?family=Lato:wght@400&family=Open+Sans:ital,wght@0,400;1,400&display=swap
 *   /fonts-api/.../icon?family=Material+Icons        (the ligature font "Strata Icons" stands in)
 *   /fonts-api/.../font-awesome/4.7.0/css/font-awesome.min.css
 *   /fonts-api/.../files/<file>.woff2                 (delayed by delay-<ms>)
 *   /fonts-api/run-<id>/stats                         (the stylesheet URLs asked for in that run)
 *   /fonts-api/run-<id>/release                       (lets that run's held files go)
 *
 * `hold-1` keeps a run's font files until its `release` is called (then `delay-<ms>` still applies),
 * so a test can measure what the page draws while the fonts are on their way.
 * `fail-1` answers every stylesheet with 500. An unknown family answers 400, as the real one does.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const FILES = fileURLToPath(new URL('../../public/fonts/', import.meta.url))
/** Families served, by name: file prefix and the faces there are files for. */
const FAMILIES = {
  Roboto: { file: 'roboto', faces: ['400', '700'] },
  Lato: { file: 'lato', faces: ['400'] },
  'Open Sans': { file: 'open-sans', faces: ['400', '400-italic'] },
}
const runs = new Map()
/** Held file answers by run, and the runs released. */
const held = new Map()
const released = new Set()

const switches = (segments) => {
  const out = { run: '', delay: 0, fail: false, hold: false }
  for (const s of segments) {
    const [k, v = ''] = s.split(/-(.*)/s)
    if (k === 'run') out.run = v
    else if (k === 'delay') out.delay = Math.min(Number(v) || 0, 10_000)
    else if (k === 'fail') out.fail = v === '1'
    else if (k === 'hold') out.hold = v === '1'
  }
  return out
}

/** `Open Sans:ital,wght@0,400;1,400` -> name and [italic, weight] pairs. */
const parseFamily = (value) => {
  const [name, axes = ''] = value.split(':')
  const [keys = '', tuples = ''] = axes.split('@')
  const italicAxis = keys.split(',').includes('ital')
  const faces = tuples
    ? tuples.split(';').map((t) => {
        const parts = t.split(',')
        return italicAxis ? [parts[0] === '1', parts[1]] : [false, parts[0]]
      })
    : [[false, '400']]
  return { name, faces }
}

const face = (family, file, weight, style, prefix) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: ${style};\n  font-weight: ${weight};\n  font-display: swap;\n  src: url(${prefix}files/${file}) format('woff2');\n}\n`

function css2(query, prefix) {
  let out = ''
  for (const value of query.getAll('family')) {
    const { name, faces } = parseFamily(value)
    const known = FAMILIES[name]
    if (!known) return undefined
    for (const [italic, weight] of faces) {
      const key = `${weight}${italic ? '-italic' : ''}`
      if (known.faces.includes(key))
        out += face(
          name,
          `${known.file}-${key}.woff2`,
          weight,
          italic ? 'italic' : 'normal',
          prefix,
        )
    }
  }
  return out
}

const MATERIAL = (prefix) =>
  `${face('Material Icons', 'strata-icons.woff2', 400, 'normal', prefix)}.material-icons {\n  font-family: 'Material Icons';\n  font-weight: normal;\n  font-style: normal;\n  font-size: 24px;\n  line-height: 1;\n  display: inline-block;\n  white-space: nowrap;\n  text-transform: none;\n  letter-spacing: normal;\n  direction: ltr;\n  font-feature-settings: 'liga';\n}\n`

const AWESOME = (prefix) =>
  `${face('FontAwesome', 'fontawesome-webfont.woff2', 'normal', 'normal', prefix)}.fa {\n  display: inline-block;\n  font: normal normal normal 14px/1 FontAwesome;\n  font-size: inherit;\n}\n.fa-star:before { content: "\\f005"; }\n.fa-chevron-left:before { content: "\\f053"; }\n.fa-chevron-right:before { content: "\\f054"; }\n`

const send = (res, status, type, body) => {
  res.statusCode = status
  res.setHeader('content-type', type)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('access-control-allow-origin', '*')
  res.end(body)
}

export default function fontsApi(req, res, next) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (!url.pathname.startsWith('/fonts-api/')) return next()
  const rest = url.pathname.slice('/fonts-api/'.length).split('/')
  const at = rest.findIndex((s) => !/^(run|delay|fail|hold)-/.test(s))
  const sw = switches(rest.slice(0, at))
  const endpoint = rest.slice(at).join('/')
  const prefix = `/fonts-api/${rest
    .slice(0, at)
    .map((s) => `${s}/`)
    .join('')}`
  if (endpoint === 'release') {
    released.add(sw.run)
    for (const go of held.get(sw.run) ?? []) go()
    held.delete(sw.run)
    return send(res, 200, 'text/plain', 'released')
  }
  if (endpoint === 'stats')
    return send(res, 200, 'application/json', JSON.stringify(runs.get(sw.run) ?? []))
  if (endpoint.startsWith('files/')) {
    const file = endpoint.slice('files/'.length)
    if (!/^[\w-]+\.woff2$/.test(file)) return send(res, 404, 'text/plain', 'no such font')
    const answer = () =>
      setTimeout(() => {
        readFile(FILES + file).then(
          (body) => send(res, 200, 'font/woff2', body),
          () => send(res, 404, 'text/plain', 'no such font'),
        )
      }, sw.delay)
    if (sw.hold && !released.has(sw.run)) held.set(sw.run, [...(held.get(sw.run) ?? []), answer])
    else answer()
    return
  }
  const sheet =
    endpoint === 'css2'
      ? css2(url.searchParams, prefix)
      : endpoint === 'icon' && url.searchParams.get('family') === 'Material Icons'
        ? MATERIAL(prefix)
        : endpoint === 'font-awesome/4.7.0/css/font-awesome.min.css'
          ? AWESOME(prefix)
          : null
  if (sheet === null) return next()
  if (sw.run) runs.set(sw.run, [...(runs.get(sw.run) ?? []), `${endpoint}${url.search}`])
  if (sw.fail) return send(res, 500, 'text/plain', 'provider down')
  if (sheet === undefined) return send(res, 400, 'text/plain', 'unknown family')
  send(res, 200, 'text/css', sheet)
}
