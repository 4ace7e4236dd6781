// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { runSlideBg as run } from './test-harness'

describe('whole-word model names (docs/data-format/bg-transitions.md)', () => {
  it('reads every export key into its whole-word field: dir, rnd, in/out r sx sy m, out e, d3 t', () => {
    const { s, report } = run({
      all: [
        [],
        {
          dir: 'middle',
          rnd: true,
          in: { r: 30, sx: 0.5, sy: '50%', m: true, row: 3 },
          out: { a: true, o: 0, e: 'none' },
          d3: { t: 15 },
        },
      ],
    })
    expect(s.animation).toMatchObject({ direction: 'middle', random: true })
    expect(s.animation.in).toMatchObject({
      rotation: 30,
      scaleX: 0.5,
      scaleY: '50%',
      mask: true,
      rows: 3,
    })
    expect(s.animation.out).toMatchObject({ animate: true, opacity: 0, ease: 'none' })
    expect(s.animation.d3.tilt).toBe(15)
    expect(report).toEqual([])
  })

  it('reads the whole-word names too; a long name wins over the export key', () => {
    const { s } = run({
      all: [
        [],
        {
          duration: 400,
          d: 900,
          stagger: 20,
          transition: 'cube',
          ease: 'none',
          direction: 'end',
          random: true,
          in: { opacity: 1, rotation: 10, scaleX: 2, scaleY: 3, mask: true, rows: 2, columns: 4 },
          out: { animate: true, ease: 'power1.in' },
          d3: { effect: 'fly', direction: 'vertical', depth: 100, tilt: 5, shadow: true },
        },
      ],
    })
    expect(s.animation).toMatchObject({
      duration: 400,
      stagger: 20,
      transition: 'cube',
      ease: 'none',
      direction: 'end',
      random: true,
      in: { opacity: 1, rotation: 10, scaleX: 2, scaleY: 3, mask: true, rows: 2, columns: 4 },
      out: { animate: true, ease: 'power1.in' },
      d3: { effect: 'fly', direction: 'vertical', depth: 100, tilt: 5, shadow: true },
    })
  })
})
