import { existsSync, readdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath, pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void

/** The URL prefixes docs/behaviour.md §7 calls: the REST base and the ajax endpoint. */
const REST_PREFIXES = ['/wp-json/', '/wp-admin/admin-ajax.php']
const serverFile = fileURLToPath(new URL('./server/rest-server.mjs', import.meta.url))
const modulesDir = fileURLToPath(new URL('./src/data/rest-modules', import.meta.url))

/**
 * Loads the local REST server (server/rest-server.mjs) if it is there. A missing or broken file
 * leaves the playground working without REST: one line in the log says so.
 */
async function loadRestHandler(): Promise<Middleware | undefined> {
  if (!existsSync(serverFile)) {
    console.info('[playground] no server/rest-server.mjs yet: REST demos are off')
    return undefined
  }
  try {
    const mod: { createRestHandler?: unknown } = await import(pathToFileURL(serverFile).href)
    if (typeof mod.createRestHandler !== 'function') throw new Error('no createRestHandler export')
    return mod.createRestHandler({ modulesDir }) as Middleware
  } catch (error) {
    console.warn(`[playground] REST server not mounted: ${(error as Error).message}`)
    return undefined
  }
}

/**
 * Mounts the REST handler on the dev and preview servers. Unprefixed, so the handler sees the
 * full URL (connect's path mounting would strip `/wp-json`).
 */
function restServer(): Plugin {
  const mount = async (use: (fn: Middleware) => void) => {
    const handler = await loadRestHandler()
    if (!handler) return
    use((req, res, next) => {
      const url = req.url ?? ''
      if (REST_PREFIXES.some((prefix) => url.startsWith(prefix))) handler(req, res, next)
      else next()
    })
  }
  return {
    name: 'strata-playground-rest',
    configureServer: (server) => mount((fn) => server.middlewares.use(fn)),
    configurePreviewServer: (server) => mount((fn) => server.middlewares.use(fn)),
  }
}

/** Folder of per-package middleware files (`server/packages/<package>.mjs`, each `export default`). */
const packagesDir = fileURLToPath(new URL('./server/packages/', import.meta.url))

/**
 * Mounts each package's own routes (fake player APIs, font files, feeds...) on the dev and
 * preview servers, so a package adds its routes without touching this file.
 */
function packageRoutes(): Plugin {
  const mount = async (use: (fn: Middleware) => void) => {
    if (!existsSync(packagesDir)) return
    for (const file of readdirSync(packagesDir)
      .filter((f) => f.endsWith('.mjs'))
      .sort()) {
      try {
        const mod: { default?: unknown } = await import(pathToFileURL(packagesDir + file).href)
        if (typeof mod.default === 'function') use(mod.default as Middleware)
        else console.warn(`[playground] server/packages/${file}: no default middleware export`)
      } catch (error) {
        console.warn(
          `[playground] server/packages/${file} not mounted: ${(error as Error).message}`,
        )
      }
    }
  }
  return {
    name: 'strata-playground-package-routes',
    configureServer: (server) => mount((fn) => server.middlewares.use(fn)),
    configurePreviewServer: (server) => mount((fn) => server.middlewares.use(fn)),
  }
}

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export default defineConfig({
  plugins: [react(), restServer(), packageRoutes()],
  // The playground, the bare page the golden-case spec measures (e2e/golden.spec.ts), and the
  // fuzz pages: modules (e2e/reliability-fuzz.spec.ts), React (reliability-react-fuzz.spec.ts) and
  // the page-level modal calls (reliability-modal-api-fuzz.spec.ts) and the slider's API
  // (reliability-api-fuzz.spec.ts).
  build: {
    rollupOptions: {
      input: {
        main: page('index.html'),
        golden: page('golden.html'),
        fuzz: page('fuzz.html'),
        reactFuzz: page('fuzz-react.html'),
        modalFuzz: page('fuzz-modal.html'),
        apiFuzz: page('fuzz-api.html'),
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4317, strictPort: true },
})
