import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { withStaticImports } from '../../../scripts/static-imports.mjs'

/**
 * "A slider" as each library ships it (arrows, bullets/pagination, autoplay/slideshow), bundled
 * the same way as the pages, for the size goals of issue #9. Strata's comes from the built
 * packages (core has the slideshow; nav() draws arrows and bullets).
 */
const SLIDERS = {
  // Core + nav (arrows, bullets, keyboard, swipe); tabs, thumbnails... are on-demand chunks.
  strata: `export { createSlider } from '../../packages/core/dist/index.js'
export { nav } from '../../packages/nav/dist/index.js'`,
  swiper: `export { default as Swiper } from 'swiper'
export { Navigation, Pagination, Autoplay } from 'swiper/modules'
import 'swiper/css'; import 'swiper/css/navigation'; import 'swiper/css/pagination'`,
  embla: `export { default as EmblaCarousel } from 'embla-carousel'
export { default as Autoplay } from 'embla-carousel-autoplay'`,
  splide: `export { Splide } from '@splidejs/splide'
import '@splidejs/splide/css/core'`,
}

/** Absolute paths of the entry and the chunks it imports statically (not `import()`'s). */
function firstDownload(outputs) {
  const asked = new Set(
    Object.values(outputs).flatMap((o) =>
      o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  )
  const entries = Object.keys(outputs).filter((f) => outputs[f].entryPoint && !asked.has(f))
  return new Set(withStaticImports(outputs, entries).map((f) => resolve(f)))
}

/**
 * @param {string} appDir
 * @returns {Promise<Record<string, { js: number, css: number } | { error: string }>>} min+gzip bytes
 */
export async function sliderSizes(appDir) {
  const sizes = {}
  // GSAP alone, to tell how much of Strata's bench page it is.
  const all = { ...SLIDERS, gsap: `export { gsap } from 'gsap'` }
  for (const [name, contents] of Object.entries(all)) {
    try {
      const out = await build({
        stdin: { contents, resolveDir: appDir, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        target: 'es2022',
        outdir: join(appDir, 'dist', 'sizes'),
        splitting: true,
        metafile: true,
        write: false,
        logLevel: 'silent',
      })
      // The first download: code behind an `import()` (Strata's on-demand chunks) is left out.
      const first = firstDownload(out.metafile.outputs)
      const gz = (ext) =>
        out.outputFiles
          .filter((f) => f.path.endsWith(ext) && (ext !== '.js' || first.has(resolve(f.path))))
          .reduce((sum, f) => sum + gzipSync(f.contents, { level: 9 }).byteLength, 0)
      sizes[name] = { js: gz('.js'), css: gz('.css') }
    } catch (error) {
      sizes[name] = { error: String(error.message).split('\n')[0] }
    }
  }
  return sizes
}
