import { SLIDE_CLASS, SLIDES_CLASS, STAGE_CLASS } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { plainText } from './first-slide'
import { buildShell } from './shell'
import { testModule } from './test-support/browser'

const withLayers = (layers: Record<string, unknown>, settings: Record<string, unknown> = {}) => ({
  id: 'm',
  settings: { title: 'Shop', ...settings },
  slides: {
    '7': { id: 7, slide: { title: 'First & best', order: 1 }, layers },
    '8': { id: 8, slide: { title: 'Second', order: 2 }, layers: [] },
  },
})

describe('buildShell (server markup)', () => {
  it('sizes the box for every breakpoint from the module size data, until core labels the root', () => {
    const shell = buildShell(testModule('s'), '.box')
    // Core writes the exact height inline in the task it adds `role`: the ratio then goes, so
    // the width never follows that height (react-ssr.spec.ts, "keeps its width").
    expect(shell?.css).toContain('.box:not([role]){aspect-ratio:1600/500;max-height:500px}')
    expect(shell?.css).toContain(
      // A level applies below its breakpoint (core's levelFor): 480 px itself is tablet.
      '@media (max-width:479.98px){.box:not([role]){aspect-ratio:480/300;max-height:300px}}',
    )
    expect(shell?.css).toContain('.box{display:block;position:relative}')
  })

  it('renders the first slide in the classes core adopts: stage > slides > slide[data-index]', () => {
    const html = buildShell(testModule('s'), '.b')?.html ?? ''
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const slide = doc.querySelector(`.${STAGE_CLASS} > .${SLIDES_CLASS} > .${SLIDE_CLASS}`)
    expect(slide?.getAttribute('data-index')).toBe('0')
    expect(doc.querySelectorAll(`.${SLIDE_CLASS}`)).toHaveLength(1)
  })

  it('styles its parts from its CSS, not style attributes (a strict style policy refuses those)', () => {
    const shell = buildShell(
      withLayers({ c: { id: 'c', type: 'image', content: { src: 'a.jpg' } } }),
      '.b',
    )
    expect(shell?.html).not.toContain('style=')
    // Core's own inline styles, until core labels the root and writes them itself; each rule as
    // heavy as three ids, so a host page's rules reach the parts no more than inline styles.
    const heavy = ':not(#\\#):not(#\\#):not(#\\#)'
    expect(shell?.css).toContain(
      `.b:not([role])>.strata-stage${heavy}{position:relative;height:100%;max-width:100%;margin:auto;overflow:hidden}`,
    )
    expect(shell?.css).toContain(
      `.b:not([role])>.strata-stage>.strata-slides${heavy},.b:not([role])>.strata-stage>.strata-slides>.strata-slide${heavy},.b .strata-ssr${heavy}{position:absolute;inset:0}`,
    )
    expect(shell?.css).toContain(
      `.b .strata-ssr-image${heavy}{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}`,
    )
  })

  it('shows the slide title, its text layers stripped of markup, and the slidebg image first', () => {
    const shell = buildShell(
      withLayers({
        a: { id: 'a', type: 'image', content: { src: 'layer.jpg' }, order: 1 },
        b: { id: 'b', type: 'text', content: { text: 'Big <i>sale</i>&nbsp;now' }, order: 3 },
        c: { id: 'c', type: 'shape', subtype: 'slidebg', bg: { image: { src: 'bg.jpg' } } },
        d: { id: 'd', type: 'text', subtype: 'button', content: { text: 'Buy' }, order: 4 },
      }),
      '.b',
    )
    const doc = new DOMParser().parseFromString(shell?.html ?? '', 'text/html')
    expect(doc.querySelector('.strata-ssr-title')?.textContent).toBe('First & best')
    expect([...doc.querySelectorAll('.strata-ssr-text')].map((p) => p.textContent)).toEqual([
      'Big sale now',
      'Buy',
    ])
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('bg.jpg')
    expect(shell?.label).toBe('Shop')
  })

  it('names the root as core does: the title, else "Slider", never the alias slug', () => {
    expect(buildShell(withLayers({}, { alias: 'home-hero-2' }), '.b')?.label).toBe('Shop')
    expect(buildShell(withLayers({}, { title: '', alias: 'home-hero-2' }), '.b')?.label).toBe(
      'Slider',
    )
  })

  it('falls back to the first image layer when the slide has no background image', () => {
    const shell = buildShell(
      withLayers({ a: { id: 'a', type: 'image', content: { src: 'layer.jpg' } } }),
      '.b',
    )
    expect(shell?.html).toContain('src="layer.jpg"')
  })

  it('starts at slideshow.firstSlide (1-based) like core; a shuffled module renders the box only', () => {
    const second = buildShell(withLayers({}, { slideshow: { firstSlide: 2 } }), '.b')
    expect(second?.html).toContain('data-index="1"')
    expect(second?.html).toContain('Second')
    const shuffled = buildShell(withLayers({}, { slideshow: { shuffle: true } }), '.b')
    expect(shuffled?.html).not.toContain('strata-slide"')
    expect(shuffled?.css).toContain('.b:not([role]){aspect-ratio:')
  })

  it('starts at a deep-link name written in any case, as core resolves firstSlide', () => {
    const start = (firstSlide: string) => {
      const data = withLayers({}, { slideshow: { firstSlide } })
      Object.assign(data.slides['8'].slide, { attr: { deepLink: 'summer' } })
      return buildShell(data, '.b')?.html
    }
    for (const name of ['summer', 'Summer', 'SUMMER'])
      expect(start(name), name).toContain('data-index="1"')
    expect(start('winter')).toContain('data-index="0"')
  })

  it('shows no {{placeholder}} the client fills (slide meta, a feed item), nor asks for it as an image', () => {
    const shell = buildShell(
      withLayers({
        t: { id: 't', type: 'text', content: { text: '{{title}} by {{author_name}}' } },
        u: { id: 'u', type: 'text', content: { text: 'Read on' } },
        i: { id: 'i', type: 'image', content: { src: '{{image}}' } },
      }),
      '.b',
    )
    expect(shell?.html).not.toContain('{{')
    expect(shell?.html).not.toContain('<img')
    expect(shell?.html).toContain('Read on')
  })

  it('has nothing to render for a URL or a REST reference', () => {
    expect(buildShell('module.json', '.b')).toBeNull()
    expect(buildShell({ alias: 'home' }, '.b')).toBeNull()
  })

  it('escapes text so data cannot inject markup', () => {
    expect(plainText('a <script>x</script> &lt;b&gt;')).toBe('a x <b>')
    const shell = buildShell(
      withLayers({ t: { id: 't', type: 'text', content: { text: '&lt;img onerror=1&gt;' } } }),
      '.b',
    )
    expect(shell?.html).toContain('&lt;img onerror=1&gt;')
    expect(shell?.html).not.toContain('<img onerror')
  })
})
