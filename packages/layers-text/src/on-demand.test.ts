import type { PrepareContext } from '@strata/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const context = {
  signal: new AbortController().signal,
  report: () => {},
} as unknown as PrepareContext

const moduleWith = (layer: Record<string, unknown>, global = false) => ({
  id: 'm',
  slides: {
    1: {
      id: 1,
      slide: { order: 1 },
      layers: { a: { id: 'a', type: 'text', content: { text: 'Plain' } } },
    },
    2: {
      id: 2,
      slide: { order: 2 },
      ...(global ? { global: true } : {}),
      layers: { b: { id: 'b', type: 'text', ...layer } },
    },
  },
})

const SPLIT_TL = {
  in: {
    words: {
      all: [
        { t: 0, d: 300, o: 0 },
        { t: 300, d: 300, o: 1 },
      ],
    },
  },
}

/** A fresh copy of the package: each test starts with no chunk loaded. */
const fresh = async () => {
  vi.resetModules()
  const { layersText } = await import('./plugin')
  const sanitize = await import('./sanitize')
  const split = await import('./timeline/split')
  const gsap = await import('./timeline/gsap-chunk')
  const globals = await import('./global-chunk')
  return {
    plugin: layersText(),
    content: await import('./content'),
    /** Which chunks this copy has loaded. */
    loaded: () => ({
      sanitize: sanitize.sanitizerReady(),
      split: split.splitText() !== undefined,
      gsap: gsap.gsapNow() !== undefined,
      globals: globals.globalsChunk() !== undefined,
    }),
  }
}

/** The ids of the layers hidden (`visibility: hidden`) while it watches: a layer that waited. */
const watchHidden = () => {
  const hidden: string[] = []
  const watch = new MutationObserver((records) => {
    for (const r of records)
      if ((r.target as HTMLElement).style.visibility === 'hidden')
        hidden.push((r.target as HTMLElement).dataset.layerId ?? '')
  })
  watch.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true })
  return { hidden, watch }
}

beforeEach(() => {
  ;(window as unknown as { pwned?: boolean }).pwned = false
})
afterEach(() => {
  document.body.replaceChildren()
})

// First in the file: the setup's load of GSAP is the only one so far, and no tween has run.
describe("GSAP's chunk (issue #25)", () => {
  it('puts the ticker GSAP starts when it is evaluated to sleep as it arrives: no frame for nobody', async () => {
    const { loadGsap } = await import('./timeline/gsap-chunk')
    const gsap = await loadGsap()
    const frame = gsap.ticker.frame
    await new Promise((r) => setTimeout(r, 150))
    expect(gsap.ticker.frame).toBe(frame)
  })
})

describe('the sanitiser and SplitText load only for modules that use them (docs/performance.md)', () => {
  it('data with plain text and no split track loads neither chunk', async () => {
    const { plugin, loaded } = await fresh()
    const data = moduleWith({
      content: { text: 'Summer sale: 30% off > today' },
      tl: { in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } } },
    })
    await expect(plugin.prepare?.(data, context)).resolves.toBe(data)
    expect(loaded()).toEqual({ sanitize: false, split: false, gsap: false, globals: false })
  })

  it('markup in a layer text loads the sanitiser before the first paint; a split track loads SplitText', async () => {
    let { plugin, loaded } = await fresh()
    await plugin.prepare?.(moduleWith({ content: { text: 'Big <b>news</b>' } }), context)
    expect(loaded()).toEqual({ sanitize: true, split: false, gsap: false, globals: false })
    ;({ plugin, loaded } = await fresh())
    await plugin.prepare?.(moduleWith({ tl: SPLIT_TL }), context)
    expect(loaded()).toEqual({ sanitize: false, split: true, gsap: true, globals: false })
  })

  it('markup in toggle text (export tog) or on a global slide counts too', async () => {
    let { plugin, loaded } = await fresh()
    await plugin.prepare?.(moduleWith({ tog: { text: 'Tom &amp; Jerry' } }), context)
    expect(loaded().sanitize).toBe(true)
    ;({ plugin, loaded } = await fresh())
    await plugin.prepare?.(
      moduleWith({ content: { text: '<i>on every slide</i>' } }, true),
      context,
    )
    expect(loaded().sanitize).toBe(true)
  })

  it('a global slide loads the global layers before the first paint; none, not', async () => {
    let { plugin, loaded } = await fresh()
    await plugin.prepare?.(moduleWith({ content: { text: 'Logo' } }, true), context)
    expect(loaded().globals).toBe(true)
    ;({ plugin, loaded } = await fresh())
    await plugin.prepare?.(moduleWith({ content: { text: 'Logo' } }), context)
    expect(loaded().globals).toBe(false)
  })

  it('markup that arrives later shows as its plain text, never as HTML, then is filled cleaned', async () => {
    const { content, loaded } = await fresh()
    const el = document.createElement('div')
    document.body.append(el)
    const warn = vi.fn()
    content.setHtml(
      el,
      'Hi <b>there</b><img src="x.png" onerror="window.pwned = true"><script>window.pwned = true</script>',
      warn,
    )
    // Before the chunk: text only (no element at all, so nothing loads or runs).
    expect(el.children).toHaveLength(0)
    expect(el.textContent).toBe('Hi there')
    await vi.waitFor(() => expect(el.querySelector('b')?.textContent).toBe('there'))
    expect(loaded().sanitize).toBe(true)
    expect(el.innerHTML).toBe('Hi <b>there</b><img src="x.png">')
    expect(warn).toHaveBeenCalledWith('content.text', expect.stringContaining('<script>'))
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false)
  })

  it('text swapped again before the chunk came is not overwritten by the older markup', async () => {
    const { content, loaded } = await fresh()
    const el = document.createElement('div')
    content.setHtml(el, 'Old <b>one</b>', () => {})
    content.setHtml(el, 'New text', () => {})
    await vi.waitFor(() => expect(loaded().sanitize).toBe(true))
    await new Promise((r) => setTimeout(r, 0))
    expect(el.innerHTML).toBe('New text')
  })
})

describe('a split that arrives before SplitText (docs/performance.md)', () => {
  it('the layer waits hidden, then is split and plays in once the chunk has come', async () => {
    vi.resetModules()
    const harness = await import('./timeline/test-harness')
    const split = await import('./timeline/split')
    // The fixture without its prepare: the slide is built before SplitText is asked for.
    const { prepare: _, ...late } = harness.timelineFixture()
    expect(split.splitText()).toBeUndefined()
    const { hidden, watch } = watchHidden()
    const words = {
      all: [
        { o: 0, y: 20 },
        { t: 0, d: 300, o: 1, y: 0 },
      ],
    }
    const h = await harness.mount(
      harness.layersModule([[{ id: 1, tl: { in: { words } }, content: { text: 'Two words' } }]]),
      { fixture: false, plugins: [late] },
    )
    try {
      const el = h.layer(0, 1) as HTMLElement
      await vi.waitFor(() => expect(el.querySelectorAll('span').length).toBeGreaterThan(1))
      expect(split.splitText()).toBeDefined()
      // It was hidden while it waited, and shows again now.
      expect(hidden).toContain('1')
      expect(el.style.visibility).toBe('')
      await h.run(500)
      const pieces = [...el.querySelectorAll<HTMLElement>('span[aria-hidden], span')]
      expect(pieces.every((p) => p.style.opacity === '' || p.style.opacity === '1')).toBe(true)
    } finally {
      watch.disconnect()
      h.cleanup()
    }
  })
})

/** A layer's `in` as the bench's text layers have it: a 300 ms fade (docs/data-format/README.md "tl"). */
const FADE_TL = { in: { content: { all: [{ o: 0 }, { d: 300, o: 1, e: 'power2.out' }] } } }

/**
 * A layer whose `in` GSAP moves, mounted by the fixture without its prepare: its slide is built
 * before GSAP is asked for (data that came after `prepare`).
 */
async function mountMovingLate(harness: typeof import('./timeline/test-harness')) {
  const { prepare: _, ...late } = harness.timelineFixture()
  const move = {
    all: [
      { o: 0, x: -40 },
      { d: 300, o: 1, x: 0 },
    ],
  }
  return harness.mount(harness.layersModule([[{ id: 1, tl: { in: { content: move } } }]]), {
    fixture: false,
    plugins: [late],
  })
}

const BOB = { loop: { content: { all: [{ y: 0 }, { d: 900, y: 10, yoyo: true }] } } }

describe('the loop sampler loads only for modules whose GSAP scenes never end (issue #25)', () => {
  it('a loop scene loads it with GSAP before the first paint; a move alone does not', async () => {
    let { plugin, loaded } = await fresh()
    let loops = await import('./timeline/loop-chunk')
    await plugin.prepare?.(
      moduleWith({ tl: { in: { content: { all: [{ x: -9 }, { d: 300, x: 0 }] } } } }),
      context,
    )
    expect([loaded().gsap, loops.loopSampler()]).toEqual([true, undefined])
    ;({ plugin, loaded } = await fresh())
    loops = await import('./timeline/loop-chunk')
    await plugin.prepare?.(moduleWith({ tl: BOB }), context)
    expect(loaded().gsap).toBe(true)
    expect(loops.loopSampler()).toBeTypeOf('function')
  })

  it('a loop layer built from data `prepare` did not see asks for it as it is built', async () => {
    vi.resetModules()
    const harness = await import('./timeline/test-harness')
    const loops = await import('./timeline/loop-chunk')
    const { prepare: _, ...late } = harness.timelineFixture()
    const h = await harness.mount(harness.layersModule([[{ id: 1, tl: BOB }]]), {
      fixture: false,
      plugins: [late],
    })
    try {
      await vi.waitFor(() => expect(loops.loopSampler()).toBeTypeOf('function'))
      await h.run(500)
      expect(h.slider.report).toEqual([])
    } finally {
      h.cleanup()
    }
  })
})

describe('GSAP loads only for modules whose layers it moves (issue #25)', () => {
  it("layers whose scenes only fade load no GSAP: core's table has their eases", async () => {
    const { plugin, loaded } = await fresh()
    const out = { content: { all: [{ o: 1 }, { t: 0, d: 300, o: 0, e: 'sine.inOut' }] } }
    await plugin.prepare?.(moduleWith({ tl: { ...FADE_TL, out } }), context)
    expect(loaded().gsap).toBe(false)
  })

  it.each([
    [
      'a move',
      {
        in: {
          content: {
            all: [
              { o: 0, x: -50 },
              { d: 300, o: 1, x: 0 },
            ],
          },
        },
      },
    ],
    ['a loop', { loop: { content: { all: [{ o: 1 }, { d: 300, o: 0.5 }] } } }],
    ['a waiting frame', { in: { content: { all: [{ o: 0 }, { t: 'w0', d: 300, o: 1 }] } } }],
    ['a mask track', { in: { mask: { all: [{ o: 0 }, { d: 300, o: 1 }] } } }],
    ['a perspective', { in: { content: { pers: '600px', all: [{ o: 0 }, { d: 300, o: 1 }] } } }],
    [
      'an ease GSAP core lacks',
      { in: { content: { all: [{ o: 0 }, { d: 300, o: 1, e: 'custom.wave' }] } } },
    ],
  ])('a timeline with %s loads GSAP before the first paint', async (_, tl) => {
    const { plugin, loaded } = await fresh()
    await plugin.prepare?.(moduleWith({ tl }), context)
    expect(loaded().gsap).toBe(true)
  })

  it('a fading module plays its layers in without GSAP ever loading', async () => {
    vi.resetModules()
    const harness = await import('./timeline/test-harness')
    const gsap = await import('./timeline/gsap-chunk')
    const h = await harness.mount(
      harness.layersModule([[{ id: 1, tl: FADE_TL }], [{ id: 2, tl: FADE_TL }]]),
    )
    try {
      const el = h.layer(0, 1) as HTMLElement
      await h.run(400)
      expect(el.style.opacity === '' || el.style.opacity === '1').toBe(true)
      h.slider.next()
      await h.run(800)
      expect(h.slider.state.index).toBe(1)
      expect((h.layer(1, 2) as HTMLElement).style.opacity).toMatch(/^1?$/)
      expect(gsap.gsapNow()).toBeUndefined()
      // Valid data: nothing to report (the table knew every ease).
      expect(h.slider.report).toEqual([])
    } finally {
      h.cleanup()
    }
  })

  it('GSAP that cannot load is reported once, and the waiting layer shows without its animation', async () => {
    vi.resetModules()
    vi.doMock('gsap', () => {
      throw new Error('offline')
    })
    try {
      const h = await mountMovingLate(await import('./timeline/test-harness'))
      try {
        const el = h.layer(0, 1) as HTMLElement
        await vi.waitFor(() =>
          expect(h.slider.report).toContainEqual({
            path: 'layers',
            message: 'GSAP could not load; layers it animates show without their animation',
          }),
        )
        expect(el.style.visibility).toBe('')
      } finally {
        h.cleanup()
      }
    } finally {
      vi.doUnmock('gsap')
      vi.resetModules()
    }
  })

  it('a layer GSAP moves that is built before GSAP came waits hidden, then plays in', async () => {
    vi.resetModules()
    const harness = await import('./timeline/test-harness')
    const gsap = await import('./timeline/gsap-chunk')
    const { hidden, watch } = watchHidden()
    const h = await mountMovingLate(harness)
    try {
      const el = h.layer(0, 1) as HTMLElement
      await vi.waitFor(() => expect(gsap.gsapNow()).toBeDefined())
      expect(hidden).toContain('1')
      await vi.waitFor(() => expect(el.style.visibility).toBe(''))
      await h.run(500)
      expect(el.style.opacity).toBe('1')
      // GSAP moved it in: its x is back at rest.
      expect(el.style.transform).toMatch(/^translate\(0(px)?, 0(px)?\)/)
    } finally {
      watch.disconnect()
      h.cleanup()
    }
  })
})
