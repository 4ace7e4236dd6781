import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RawRecord } from '@strata/core'
import { prepareModule } from '@strata/core/ssr'
import { buildSync } from 'esbuild'
import { renderToString } from 'react-dom/server'
import { ssrApp, ssrModule } from './app'
import { MODULE_SCRIPT_ID, ssrPreparedApp } from './prepared-app'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The page as a server sends it: renderToString of the app, then the client script. The plugins
 * only act in the browser, so the server renders with none (the markup does not depend on them).
 * With `nonce`, the page's `<style>` and the slider's carry it (a policy that refuses others).
 * The page's own CSS sizes the shell's image by an id-weight rule, which must not reach it.
 */
export function renderPage({ nonce }: { nonce?: string } = {}): string {
  const n = nonce ? ` nonce="${nonce}"` : ''
  return pageHtml(renderToString(ssrApp([], nonce)), n)
}

/**
 * The same page for a prepared module (`@strata/react/prepared`): the server prepares the module
 * (at build time on a real site), renders it, and puts it in the page for the client, its `<`
 * escaped so no text of the data can close the script element.
 */
export function renderPreparedPage(): string {
  const { module } = prepareModule(ssrModule)
  const json = JSON.stringify(module).replace(/</g, '\\u003c')
  const app = renderToString(ssrPreparedApp(module as unknown as RawRecord, []))
  return pageHtml(
    app,
    '',
    `<script type="application/json" id="${MODULE_SCRIPT_ID}">${json}</script>`,
  )
}

function pageHtml(app: string, n: string, data = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR hero</title><link rel="icon" href="data:,">
<style${n}>body{margin:0;font-family:system-ui,sans-serif}.strata-ssr-title,.demo-slide-title{color:#fff;margin:0}.strata-ssr-text{color:#f1faee}p.after{padding:1em}#app .strata-ssr-image{width:10px;height:10px}</style>
</head><body><div id="app">${app}</div><p class="after">Content below the module must not move.</p>
${data}<script type="module" src="/client.js"></script></body></html>`
}

/**
 * The hydrating client, bundled by esbuild (from node_modules) in development mode so React
 * reports every hydration mismatch.
 */
export function buildClient(): string {
  const result = buildSync({
    entryPoints: [here('./client.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"development"' },
  })
  return result.outputFiles[0]?.text ?? ''
}

/**
 * The prepared page's hydrating client, split as a site's bundler splits it (`client.js` and its
 * chunks, by file name): code a page loads on demand, such as the reader of raw data, is a file
 * the page fetches only when it runs.
 */
export function buildPreparedClient(): Record<string, string> {
  const result = buildSync({
    entryPoints: { client: here('./prepared-client.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: here('./out'),
    write: false,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"development"' },
  })
  return Object.fromEntries(result.outputFiles.map((f) => [basename(f.path), f.text]))
}
