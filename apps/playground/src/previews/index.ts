/**
 * A picture of each demo for the gallery (`<demo name>.jpg`), taken by
 * `pnpm --filter @strata/playground previews` (scripts/previews.mjs) from the built playground.
 */
const files = import.meta.glob<string>('./*.jpg', { eager: true, query: '?url', import: 'default' })

/** The preview's URL, or undefined for a demo that has none yet. */
export const previewFor = (name: string): string | undefined => files[`./${name}.jpg`]
