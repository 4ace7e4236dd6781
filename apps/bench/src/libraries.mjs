/**
 * One bench page per library (src/pages/<name>.ts calls runBench from src/page-kit/harness.ts).
 * `label` is how the row reads in the table and in bench/RESULTS.md; `sizes`, when set, are the
 * only slide counts the page runs at (the real-export row is a 5-slide module).
 * @type {ReadonlyArray<{ name: string, label: string, entry: string, sizes?: readonly number[] }>}
 */
export const libraries = [
  {
    name: 'strata',
    label: 'Strata (core + layers-text + bg-transitions; GSAP only when the layers need it)',
    entry: 'src/pages/strata.ts',
  },
  { name: 'swiper', label: 'Swiper (core, no modules)', entry: 'src/pages/swiper.ts' },
  { name: 'embla', label: 'Embla', entry: 'src/pages/embla.ts' },
  { name: 'splide', label: 'Splide (arrows, pagination off)', entry: 'src/pages/splide.ts' },
  {
    name: 'strata-real',
    label:
      'Strata, a real export shape (5 slides of 28 layers: zones, rows, columns, texts split into words, a masked text, a button, shapes; in and out scenes; 3D cube change)',
    entry: 'src/pages/strata-real.ts',
    sizes: [5],
  },
]

/**
 * Pages only `ab` builds and compares, beside the Strata rows (not bench rows): `strata-bare` is
 * the minimal module without text layers, so a slide change's own cost shows apart from the
 * layers' tweens; `strata-static` has the text layers without their fade, so their build shows
 * apart from their scenes; `strata-carousel` steps a carousel's strip; `strata-scroll` sweeps the
 * page's scroll through a module with scroll modifiers; `strata-real-fade` is the real-export row
 * with a fade for its change, so its frames are not the software compositor's 3D cube
 * (`strata-real-paced` the same with 700 ms after each change, so each new neighbour is built
 * ahead while the shown slide enters, as in a slideshow, not by the next change), and
 * `strata-real-thumbs` the real-export module of ten slides, each with an image of its own, under
 * a row of thumbnails (what a load asks the network for); `strata-many` and `swiper-many` put ten
 * modules on one page (`?m=` another count), so what one more costs shows; `strata-real-photos`
 * has a large photo behind each slide and `strata-real-image-layers` one in an image layer on each
 * (what a change's frames wait on: `frames`).
 * @type {ReadonlyArray<{ name: string, label: string, entry: string }>}
 */
export const abPages = [
  {
    name: 'strata-bare',
    label: 'Strata, the bench module without text layers (core + bg-transitions)',
    entry: 'src/pages/strata-bare.ts',
  },
  {
    name: 'strata-static',
    label: 'Strata, the bench module with its text layers but no timeline (nothing enters)',
    entry: 'src/pages/strata-static.ts',
  },
  {
    name: 'strata-carousel',
    label: 'Strata, the bench module as a carousel (three in view, scaled and faded; 300 ms steps)',
    entry: 'src/pages/strata-carousel.ts',
  },
  {
    name: 'strata-scroll',
    label:
      'Strata, the bench module with scroll modifiers on its text layers; each change a sweep of the page scroll through its pass',
    entry: 'src/pages/strata-scroll.ts',
  },
  {
    name: 'strata-real-image',
    label: 'Strata, the real-export module with a background image on every slide',
    entry: 'src/pages/strata-real-image.ts',
    sizes: [5],
  },
  {
    name: 'strata-many',
    label: 'Strata, ten bench modules on one page, one screen each (the first one stepped)',
    entry: 'src/pages/strata-many.ts',
  },
  {
    name: 'swiper-many',
    label: 'Swiper, ten on one page, one screen each (the first one stepped)',
    entry: 'src/pages/swiper-many.ts',
  },
  {
    name: 'strata-real-fade',
    label: 'Strata, the real-export module with a fade for its slide change (no 3D cube to draw)',
    entry: 'src/pages/strata-real-fade.ts',
    sizes: [10],
  },
  {
    name: 'strata-real-paced',
    label:
      'Strata, strata-real-fade with 700 ms after each change: its new neighbour built ahead while the shown slide enters',
    entry: 'src/pages/strata-real-paced.ts',
    sizes: [10],
  },
  {
    name: 'strata-real-thumbs',
    label:
      'Strata, the real-export module with an image of its own on every slide and a row of thumbnails (nav)',
    entry: 'src/pages/strata-real-thumbs.ts',
    sizes: [10],
  },
  {
    name: 'strata-real-resize',
    label:
      'Strata, the real-export module resized through four of its levels and back; each change a resize',
    entry: 'src/pages/strata-real-resize.ts',
    sizes: [5],
  },
  {
    name: 'strata-real-drag',
    label:
      'Strata, the real-export module resized inside one of its levels (1230 to 1080 px and back), as a window dragged; each change a resize',
    entry: 'src/pages/strata-real-drag.ts',
    sizes: [5],
  },
  {
    name: 'strata-export-drag',
    label:
      'Strata, the real export with its own scenes only (no split entrance added) resized as strata-real-drag',
    entry: 'src/pages/strata-export-drag.ts',
    sizes: [5],
  },
  {
    name: 'strata-real-resize-visited',
    label:
      'Strata, the real-export module resized as strata-real-resize, once a visit through every slide has kept them built',
    entry: 'src/pages/strata-real-resize-visited.ts',
    sizes: [12],
  },
  {
    name: 'strata-real-photos',
    label:
      'Strata, the real-export module with a 1920 × 1080 photo of its own behind every slide and a fade for its change',
    entry: 'src/pages/strata-real-photos.ts',
    sizes: [5],
  },
  {
    name: 'strata-real-image-layers',
    label:
      'Strata, the real-export module with an image layer (a 1920 × 1080 photo of its own) on every slide and a fade for its change',
    entry: 'src/pages/strata-real-image-layers.ts',
    sizes: [5],
  },
  {
    name: 'swiper-resize',
    label: 'Swiper, resized through the same widths; each change a resize',
    entry: 'src/pages/swiper-resize.ts',
  },
]
