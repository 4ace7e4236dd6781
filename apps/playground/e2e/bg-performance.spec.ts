import { move, openBg } from './bg-helpers'
import { expect, test } from './fixtures'

// Frame times and long tasks are the bench's to measure (apps/bench prints them): here what
// changes and how many nodes a transition adds, which do not depend on how busy the machine is.

/**
 * Properties a transition may change on an element: none of them moves the layout. The kept
 * transition slots (shown for a change, hidden between) take each change's backgrounds and
 * turning origin: paint and compositing only.
 */
const ALLOWED = [
  'transform',
  'opacity',
  'filter',
  'clip-path',
  'visibility',
  'transform-origin',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
]

for (const [tr, rows, cols] of [
  ['grid10', 10, 10],
  ['cube', 1, 1],
] as const) {
  test(`${tr}: only transform/opacity/filter/visibility and the kept slots' backgrounds change, at most ${rows} × ${cols} × 2 + 20 extra nodes, none left after`, async ({
    page,
  }) => {
    await openBg(page, tr, 700)
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      const root = document.querySelector('.strata-module') as HTMLElement
      const props = new Set<string>()
      // Core's rotation control (a button and its icon) arrives in its own chunk whenever that
      // loads, transition or not: it is not a transition's node.
      const count = () =>
        root.querySelectorAll('*:not(.strata-rotation):not(.strata-rotation *)').length
      const base = count()
      let peak = base
      // Slots that show: the kept ones are there before the change, hidden.
      const shown = () =>
        [...root.querySelectorAll<HTMLElement>('.strata-bg-slot')].filter(
          (el) => getComputedStyle(el).visibility !== 'hidden',
        ).length
      let shownPeak = 0
      const parse = (css: string | null) => {
        const map = new Map<string, string>()
        for (const decl of (css ?? '').split(';')) {
          const i = decl.indexOf(':')
          if (i > 0) map.set(decl.slice(0, i).trim(), decl.slice(i + 1).trim())
        }
        return map
      }
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'childList') peak = Math.max(peak, count())
          shownPeak = Math.max(shownPeak, shown())
          if (r.type !== 'attributes' || r.attributeName !== 'style') continue
          const before = parse(r.oldValue)
          const after = parse((r.target as HTMLElement).getAttribute('style'))
          for (const k of new Set([...before.keys(), ...after.keys()]))
            if (before.get(k) !== after.get(k)) props.add(k)
        }
      }).observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['style'],
      })
      w.__bgPerf = () => ({ props: [...props], base, peak, shownPeak, after: count() })
    })
    // Two round trips: forwards and backwards, twice.
    expect(await move(page, 1)).toBe(1)
    expect(await move(page, -1)).toBe(0)
    expect(await move(page, 1)).toBe(1)
    expect(await move(page, -1)).toBe(0)
    await page.waitForTimeout(100)
    const perf = await page.evaluate(
      () =>
        ((window as unknown as Record<string, unknown>).__bgPerf as () => unknown)() as {
          props: string[]
          base: number
          peak: number
          shownPeak: number
          after: number
        },
    )
    console.log(`${tr}: ${JSON.stringify({ ...perf, props: perf.props.join(',') })}`)
    expect(perf.props.filter((p) => !ALLOWED.includes(p))).toEqual([])
    expect(perf.props).toContain('transform')
    // Every piece and the outgoing background show during the change.
    expect(perf.shownPeak).toBeGreaterThan(rows * cols)
    expect(perf.peak - perf.base).toBeLessThanOrEqual(rows * cols * 2 + 20)
    expect(perf.after).toBe(perf.base)
  })
}
