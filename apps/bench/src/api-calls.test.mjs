import { afterEach, describe, expect, it, vi } from 'vitest'
import { callLines, installApiTimer, meanCalls } from './api-calls.mjs'

describe('meanCalls and callLines', () => {
  it('means each call over the loads, with µs a call, the first label largest first', () => {
    const means = meanCalls({
      head: [
        { 'Element.animate': [4, 40], 'Animation.play': [1, 200] },
        { 'Element.animate': [6, 60], 'Animation.play': [1, 200] },
      ],
      copy: [{ 'Element.animate': [1, 10], 'new KeyframeEffect': [0.5, 40] }],
    })
    expect(means.head?.['Element.animate']).toEqual({ ms: 5, calls: 50, us: 100 })
    expect(means.copy?.['new KeyframeEffect']).toEqual({ ms: 0.5, calls: 40, us: 12.5 })
    const lines = callLines(means)
    expect(lines[0]).toMatch(/^head +\| copy +call$/)
    // By the first label's time: animate, play, then the copy's own call it does not make.
    const rows = lines.slice(1)
    expect(rows.map((l) => l.slice(l.lastIndexOf('   ') + 3))).toEqual([
      'Element.animate',
      'Animation.play',
      'new KeyframeEffect',
    ])
    expect(rows[0]).toBe(
      '   5.00 ms    50 ×  100 µs |    1.00 ms    10 ×  100 µs   Element.animate',
    )
    // A call one label does not make: a dash in its column.
    expect(rows[2]).toMatch(/^ {6}- +\| {4}0\.50 ms {4}40 × {3}13 µs {3}new KeyframeEffect$/)
  })
})

describe('installApiTimer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('counts the calls and reads made while it is on, and only those, each reaching the real one', () => {
    /** The page's classes, as small as the timer needs (this suite runs in Node). */
    const made = { animate: 0, attributes: /** @type {string[]} */ ([]) }
    class FakeElement {
      animate() {
        made.animate++
        return {}
      }
      /** @param {string} name */
      setAttribute(name) {
        made.attributes.push(name)
      }
    }
    /** An element whose style wrapper is read through a getter, as a page's is. */
    class FakeHTMLElement extends FakeElement {
      get style() {
        return 'the style'
      }
    }
    const page = /** @type {Record<string, any>} */ ({ setTimeout, clearTimeout })
    vi.stubGlobal('window', page)
    vi.stubGlobal('Element', FakeElement)
    vi.stubGlobal('HTMLElement', FakeHTMLElement)
    for (const name of ['CSSStyleDeclaration', 'Node', 'Document']) vi.stubGlobal(name, class {})
    installApiTimer()
    const el = new FakeHTMLElement()
    el.animate()
    page.__apiOn = true
    el.animate()
    el.animate()
    el.setAttribute('data-x')
    expect(el.style).toBe('the style')
    page.__apiOn = false
    expect(el.style).toBe('the style')
    el.animate()
    expect(made).toEqual({ animate: 4, attributes: ['data-x'] })
    expect(page.__apiCalls['Element.animate'][1]).toBe(2)
    expect(page.__apiCalls['Element.setAttribute'][1]).toBe(1)
    expect(page.__apiCalls['HTMLElement.style'][1]).toBe(1)
    expect(page.__apiCalls['Element.animate'][0]).toBeGreaterThanOrEqual(0)
  })
})
