/**
 * One bench page per library. A peer (Swiper, Embla, Splide) joins by adding its page in
 * src/pages/ that sets `window.__bench` (see src/slides.ts) and a line here.
 * @type {ReadonlyArray<{ name: string, entry: string }>}
 */
export const libraries = [{ name: 'strata', entry: 'src/pages/strata.ts' }]
