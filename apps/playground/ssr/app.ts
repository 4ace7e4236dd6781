import type { AnyPlugin, RawRecord } from '@strata/core'
import { Slider } from '@strata/react'
import { createElement } from 'react'

/** A slide background image, inline so the page needs no other request. */
const BACKGROUND = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/><circle cx="1300" cy="120" r="90" fill="#e9c46a"/></svg>',
)}`

const slide = (i: number, text: string): RawRecord => ({
  id: `${i}`,
  slide: { title: `Slide ${i}`, order: i },
  layers: {
    bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { image: BACKGROUND } },
    t: { id: 't', type: 'text', content: { text } },
  },
})

/** The module the SSR page renders: exported shape, a background image and a text layer. */
export const ssrModule: RawRecord = {
  id: 'ssr-hero',
  settings: {
    title: 'Server-rendered hero',
    alias: 'ssr-hero',
    size: { width: [1600, 1240, 1024, 778, 480], height: [500, 480, 420, 360, 300] },
  },
  slides: {
    '1': slide(1, 'Rendered on the server: <b>no script</b> needed to see it.'),
    '2': slide(2, 'The second slide arrives with the script.'),
  },
  addOns: {},
}

/** The page's React tree; the server and the browser render the same one. */
export const ssrApp = (plugins: readonly AnyPlugin[], nonce?: string) =>
  createElement(Slider, { module: ssrModule, plugins, id: 'ssr-hero', nonce })
