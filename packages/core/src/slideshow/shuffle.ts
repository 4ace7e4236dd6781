/** Shuffles `items` in place (Fisher–Yates) and returns them, for `slideshow.shuffle`. */
export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
