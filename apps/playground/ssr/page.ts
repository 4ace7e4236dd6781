import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { renderToString } from 'react-dom/server'
import { ssrApp } from './app'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The page as a server sends it: renderToString of the app, then the client script. The plugins
 * only act in the browser, so the server renders with none (the markup does not depend on them).
 * With `nonce`, the page's `<style>` and the slider's carry it (a policy that refuses others).
 * The page's own CSS sizes the shell's image by an id-weight rule, which must not reach it.
 */
export function renderPage({ nonce }: { nonce?: string } = {}): string {
  const app = renderToString(ssrApp([], nonce))
  const n = nonce ? ` nonce="${nonce}"` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR hero</title><link rel="icon" href="data:,">
<style${n}>body{margin:0;font-family:system-ui,sans-serif}.strata-ssr-title,.demo-slide-title{color:#fff;margin:0}.strata-ssr-text{color:#f1faee}p.after{padding:1em}#app .strata-ssr-image{width:10px;height:10px}</style>
</head><body><div id="app">${app}</div><p class="after">Content below the module must not move.</p>
<script type="module" src="/client.js"></script></body></html>`
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
