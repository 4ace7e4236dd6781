/**
 * The order `pnpm bench` loads the pages of one slide count in: round by round, one load of each
 * library a round, the order reversed every other round. Five loads of one library in a row put
 * any drift in the machine's load (its cores are shared) between libraries, into the ratio
 * column (Swiper's script read 22 to 30 ms by run that way); spread over the rounds, the drift
 * falls on every library alike, and no library is always first after another.
 * @template T
 * @param {readonly T[]} libs
 * @param {number} rounds
 * @returns {T[]}
 */
export function roundOrder(libs, rounds) {
  const order = []
  for (let round = 0; round < rounds; round++)
    order.push(...(round % 2 ? [...libs].reverse() : libs))
  return order
}
