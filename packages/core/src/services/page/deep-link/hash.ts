import type { SlideModel } from '../../../types/model'

/** The hash without its `#`, percent-decoded; '' when it cannot be decoded. */
export function readHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw).trim()
  } catch {
    // A malformed escape ('%E0%A4%A') names no slide.
    return ''
  }
}

/**
 * docs/behaviour.md §2: the hash selects a slide by its deep-link name or as `slideN` (1-based); only a
 * valid position is accepted. Returns the 0-based index, or null. Names match case-insensitively;
 * `slideN` is tried first so no slide needs a full read for it.
 */
export function hashToIndex(hash: string, slides: readonly SlideModel[]): number | null {
  const name = readHash(hash).toLowerCase()
  if (!name) return null
  const n = /^slide(\d{1,6})$/.exec(name)?.[1]
  if (n !== undefined) {
    const index = Number(n) - 1
    if (index >= 0 && index < slides.length) return index
  }
  const found = slides.findIndex((s) => s.deepLink.toLowerCase() === name)
  return found < 0 ? null : found
}

/** The name a slide writes into the hash: its deep-link name, else `slideN` (1-based). */
export function slideHashName(slide: SlideModel | undefined, index: number): string {
  return slide?.deepLink || `slide${index + 1}`
}
