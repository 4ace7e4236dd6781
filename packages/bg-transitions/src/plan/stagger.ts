import type { Rng } from './rules'

/**
 * The stagger rank of each of `rows` × `cols` pieces (row-major) for `order`: start counts from
 * the first piece, end from the last, middle outwards from the centre, random in a shuffled order.
 * A rank times the stagger (ms) is the piece's delay.
 */
export function staggerRanks(rows: number, cols: number, order: string, rng: Rng): number[] {
  const n = rows * cols
  const idx = Array.from({ length: n }, (_, i) => i)
  // Diagonal steps for grids, so a 10 × 10 grid takes 19 steps rather than 100.
  const step = (i: number) => Math.floor(i / cols) + (i % cols)
  const last = rows - 1 + cols - 1
  if (order === 'end') return idx.map((i) => last - step(i))
  if (order === 'middle') {
    const cr = (rows - 1) / 2
    const cc = (cols - 1) / 2
    return idx.map((i) =>
      Math.round(Math.abs(Math.floor(i / cols) - cr) + Math.abs((i % cols) - cc)),
    )
  }
  if (order === 'random') {
    // Fisher–Yates, then the ranks are spread over as many steps as a diagonal sweep.
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1))
      const t = idx[i] as number
      idx[i] = idx[j] as number
      idx[j] = t
    }
    const ranks = new Array<number>(n)
    idx.forEach((piece, order) => {
      ranks[piece] = Math.floor((order * (last + 1)) / n)
    })
    return ranks
  }
  return idx.map(step)
}
