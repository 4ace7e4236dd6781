import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHED, ISOLATED, serveStatic } from '../../../scripts/serve-static.mjs'

let dir = ''
/** @type {Awaited<ReturnType<typeof serveStatic>> | undefined} */
let server
afterEach(async () => {
  await server?.close()
  server = undefined
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function serve(options) {
  dir = await mkdtemp(join(tmpdir(), 'bench-server-'))
  await writeFile(join(dir, 'index.html'), '<p>page</p>')
  server = await serveStatic(dir, options)
  return server.url
}

describe('serveStatic', () => {
  it('serves a page without the isolation headers by default (the bench rows)', async () => {
    const res = await fetch(`${await serve()}/`)
    expect(await res.text()).toBe('<p>page</p>')
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull()
  })

  it("makes the timing tools' pages cross-origin isolated when asked (5 µs timers)", async () => {
    const res = await fetch(`${await serve({ isolated: true })}/`)
    expect(res.headers.get('content-type')).toBe('text/html')
    for (const [name, value] of Object.entries(ISOLATED)) expect(res.headers.get(name)).toBe(value)
  })

  it('lets browsers keep the files when asked (a returning visitor)', async () => {
    const res = await fetch(`${await serve({ cached: true })}/`)
    for (const [name, value] of Object.entries(CACHED)) expect(res.headers.get(name)).toBe(value)
  })

  it('asks browsers to keep nothing by default', async () => {
    const res = await fetch(`${await serve()}/`)
    expect(res.headers.get('cache-control')).toBeNull()
  })

  it('answers 404 for a file that is not there, isolated or not', async () => {
    const res = await fetch(`${await serve({ isolated: true })}/missing.js`)
    expect(res.status).toBe(404)
  })
})
