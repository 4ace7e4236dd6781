import { fileURLToPath } from 'node:url'
import { startRestServer } from '../server/rest-server.mjs'
import { test } from './fixtures'

type RestServer = Awaited<ReturnType<typeof startRestServer>>

/** The module files the local REST server answers from. */
export const modulesDir = fileURLToPath(new URL('../src/data/rest-modules', import.meta.url))

/**
 * The local REST server for one spec file, on 127.0.0.1: started before its tests, closed after
 * them. Each test starts with empty stats and no standing faults. Returns the server as a stand-in
 * that reads the running one, so a spec can name it before `beforeAll` has started it.
 */
export function restServerForFile(): RestServer {
  let server: RestServer | undefined
  const current = (): RestServer => {
    if (!server) throw new Error('the REST server is not started yet')
    return server
  }
  test.beforeAll(async () => {
    server = await startRestServer({ modulesDir })
  })
  test.afterAll(async () => {
    await server?.close()
  })
  test.beforeEach(() => {
    current().stats.reset()
    for (const key of Object.keys(current().faults)) delete current().faults[key as 'drop']
  })
  return new Proxy({} as RestServer, { get: (_, key) => Reflect.get(current(), key) })
}
