#!/usr/bin/env node
// `pnpm --filter @strata/layers-media bench` (after `pnpm build`): what a page downloads before
// any interaction (docs: the poster facade, the player code on demand).
// 1. A module with three YouTube video layers: posters only, no player script, no player code;
//    then one click on a play control, to show what the first play brings.
// 2. An image-only module: the video code (layers-media's on-demand `runtime` chunk) not loaded.
// 3. The package's built chunks, min+gzip: the entry and the on-demand video code.
// Figures printed, not a test: no limit is checked here.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { oneSlide, openBundle, root } from './page.mjs'

const video = (id, x) => ({
  id,
  type: 'video',
  pos: { x, y: 40 },
  size: { w: 360 },
  content: { type: 'youtube', src: 'M7lc1UVf-VE', poster: `/picture-${id}.svg`, autoPlay: false },
})
const image = (id, x) => ({
  id,
  type: 'image',
  pos: { x, y: 40 },
  size: { w: 360, h: 202 },
  content: { src: `/picture-${id}.svg` },
})
/** `layers-media/dist/x.js` → `layers-media`; `node_modules/.pnpm/.../node_modules/gsap/x` → `gsap`. */
const packageOf = (file) =>
  file.includes('node_modules/')
    ? (file.split('node_modules/').at(-1)?.split('/')[0] ?? file)
    : (file.split('/')[0] ?? file)
const isVideoCode = (row) => row.holds.some((f) => /^layers-media\/dist\/runtime-/.test(f))
const isPlayer = (row) => /youtube|vimeo/.test(row.url)

function print(title, rows) {
  console.log(title)
  for (const r of rows) {
    const from = [...new Set(r.holds.map(packageOf))].join(', ')
    const tag = isVideoCode(r)
      ? '  <- layers-media video code'
      : isPlayer(r)
        ? '  <- player API'
        : from && `  (${from})`
    console.log(
      `  ${r.type.padEnd(8)} ${String(r.bytes).padStart(7)} B  gzip ${String(r.gzip).padStart(6)} B  ${r.url}${tag}`,
    )
  }
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0)
  console.log(
    `  requests: ${rows.length}, bytes: ${sum('bytes')} (headers included, served uncompressed), gzip bodies: ${sum('gzip')}`,
  )
  console.log(
    `  player API scripts: ${rows.filter(isPlayer).length}, video code chunk loaded: ${rows.some(isVideoCode) ? 'yes' : 'no'}`,
  )
}

const videos = await openBundle(
  oneSlide([video('a', 20), video('b', 400), video('c', 780)]),
  async (page) => {
    await page.locator('[data-layer-id="a"] .strata-media-play').click()
    // The stand-in player drew itself and plays: everything the first play needs has arrived.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-layer-id="a"] .strata-media')?.dataset.state === 'playing',
    )
  },
)
print('Module with 3 YouTube video layers, before any interaction:', videos.before)
print('... then a click on the first play control brings:', videos.after)

const images = await openBundle(oneSlide([image('a', 20), image('b', 400), image('c', 780)]))
print('\nImage-only module (3 image layers), before any interaction:', images.before)

const dist = join(root, 'packages/layers-media/dist')
console.log('\n@strata/layers-media dist chunks (min, min+gzip level 9):')
for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  const body = readFileSync(join(dist, file))
  const role =
    file === 'index.js' ? 'entry' : file.startsWith('runtime-') ? 'video code, on demand' : 'shared'
  const players = /onYouTubeIframeAPIReady/.test(body) ? 'holds the players' : 'no player code'
  console.log(
    `  ${file.padEnd(22)} ${String(body.length).padStart(6)} B  ${String(gzipSync(body, { level: 9 }).length).padStart(5)} B  ${role}; ${players}`,
  )
}
