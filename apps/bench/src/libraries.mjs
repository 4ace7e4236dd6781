/**
 * One bench page per library (src/pages/<name>.ts calls runBench from src/page-kit/harness.ts).
 * `label` is how the row reads in the table and in bench/RESULTS.md.
 * @type {ReadonlyArray<{ name: string, label: string, entry: string }>}
 */
export const libraries = [
  {
    name: 'strata',
    label: 'Strata (core + layers-text + bg-transitions, with GSAP)',
    entry: 'src/pages/strata.ts',
  },
  { name: 'swiper', label: 'Swiper (core, no modules)', entry: 'src/pages/swiper.ts' },
  { name: 'embla', label: 'Embla', entry: 'src/pages/embla.ts' },
  { name: 'splide', label: 'Splide (arrows, pagination off)', entry: 'src/pages/splide.ts' },
]
