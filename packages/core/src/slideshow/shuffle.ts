/** A random play order of `count` slides (Fisher–Yates), for `slideshow.shuffle`. */
export function shuffledOrder(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i)
  for (let i = count - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}
