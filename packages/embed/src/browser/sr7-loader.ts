// Browser file "esm/strata-sr7.js" (classic script): drop-in mode for pages made for the original
// front end (docs/embed.md "Drop-in"), its code loaded as the chunked ES module beside it
// (esm/strata.js, and from esm/chunks/ what a module's data uses). Put it where that front end's
// script tags were, in <head>: the pre-sizing the page's own scripts call while it parses is
// installed at once, the code loads meanwhile, and drop-in mode starts once it is in.
import { installPreSizing } from '../drop-in/presize-hook'

type Chunked = typeof import('./all')

installPreSizing(window)

const script = document.currentScript
const url = new URL('strata.js', script instanceof HTMLScriptElement ? script.src : location.href)
;(import(url.href) as Promise<Chunked>).then(
  (api) => {
    /** The page's running drop-in: `sliders` (by module id), `ready`, `destroy()`. */
    const dropIn = api.startDropIn({ plugins: api.plugins })
    Object.assign(window, { Strata: { ...api, dropIn } })
  },
  (error: unknown) =>
    console.error(`[strata] ${url.href} could not load (${error}); the modules keep their markup`),
)
