import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * A tiny 127.0.0.1 server for the SSR test: the page at `/`, the client at `/client.js` (or the
 * split client's files by name). `policy` is sent as the page's content security policy. A test
 * that looks at the page before its scripts run holds them itself (e2e/hold-scripts.ts).
 */
export async function serveSsr(
  page: string,
  client: string | Record<string, string>,
  { policy = '' } = {},
): Promise<StaticServer> {
  const scripts = typeof client === 'string' ? { 'client.js': client } : client
  const server = createServer((req, res) => {
    const name = req.url?.slice(1) ?? ''
    const script = Object.hasOwn(scripts, name) ? scripts[name] : undefined
    if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(script)
      return
    }
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(policy && { 'content-security-policy': policy }),
      })
      res.end(page)
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
