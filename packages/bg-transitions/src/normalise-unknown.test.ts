// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LAYER_PATH, runSlideBg as run } from './test-harness'

const at = `${LAYER_PATH}.tl.in.bg`
const says = (name: string) => `unknown transition "${name}"; using a fade`

// Issue #25's last note: an unknown name was said only at the first change to its slide, so
// `prepareModule`'s report lacked it. The reader says it, and the slide fades.
describe('an unknown transition name is reported when the data is read', () => {
  it.each(['spiral', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '"%s": one entry at the settings\' `tr`, and the slide fades',
    (name) => {
      const { s, report } = run({ all: [[], { d: 400, tr: name }] })
      expect(report).toEqual([{ path: `${at}.all.1.tr`, message: says(name) }])
      expect([s.animation.transition, s.animation.duration]).toEqual(['fade', 400])
    },
  )

  // Under the export's key `tr`, as a change says it for the site's `set()` (presets/resolve.ts).
  it('the 6.x compact form at `tr`; the whole-word `transition` key too', () => {
    expect(run({ ms: 300, tr: 'spiral' }).report).toEqual([
      { path: `${at}.tr`, message: says('spiral') },
    ])
    expect(run({ all: [[], { transition: 'spiral' }] }).report).toEqual([
      { path: `${at}.all.1.tr`, message: says('spiral') },
    ])
  })

  it('valid names, `random`, the random flag (which ignores the name) and no data: no entry', () => {
    for (const tr of ['basic', 'random', 'fade', 'slideleft', 'cube', 'notransition']) {
      const { s, report } = run({ all: [[], { tr }] })
      expect(report).toEqual([])
      expect(s.animation.transition).toBe(tr)
    }
    expect(run({ all: [[], { tr: 'spiral', rnd: true }] }).report).toEqual([])
    expect(run({ ms: 300, e: 'slideleft' }).report).toEqual([])
    expect(run(undefined).report).toEqual([])
  })
})
