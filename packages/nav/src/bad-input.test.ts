import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navCss, navModule, settle } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe('bad input', () => {
  it('an unknown skin gets a report entry and the default skin', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, key: 'nope' } } }))
    done = t.done
    expect(t.slider.report).toContainEqual({
      path: 'settings.nav.arrows.key',
      message: 'unknown skin "nope" and no css template; using "strata"',
    })
    expect(t.root.querySelector('.strata-arrow')?.classList.contains('strata-skin-strata')).toBe(
      true,
    )
  })

  it('a broken css template gets a report entry and the default skin', async () => {
    const bullets = { set: true, key: 'mine', css: '.x{color:##c}' }
    const t = await mountNav(navModule(3, { nav: { bullets } }))
    done = t.done
    expect(t.slider.report.map((e) => e.path)).toContain('settings.nav.bullets.css')
    expect(t.root.querySelector('.strata-bullets.strata-skin-strata')).not.toBeNull()
  })

  it('a custom css template is filled from def and cst', async () => {
    const css = '.strata-skin-mine .strata-bullet{background:##bg##;width:##w##px}'
    const bullets = { set: true, key: 'mine', css, def: { bg: 'red', w: 9 }, cst: { bg: 'blue' } }
    const t = await mountNav(navModule(3, { nav: { bullets } }))
    done = t.done
    expect(navCss()).toContain('.strata-skin-mine .strata-bullet{background:blue;width:9px}')
  })

  it('a missing thumbnail shows the slide image unreported, else the slide number, reported', async () => {
    const module = navModule(2, { nav: { thumbs: { set: true } } })
    const slides = module.slides as Record<
      string,
      { slide: Record<string, unknown>; layers: unknown }
    >
    delete slides['1']?.slide.thumb
    delete slides['2']?.slide.thumb
    if (slides['1'])
      slides['1'].layers = { 9: { id: 9, subtype: 'slidebg', bg: { image: 'bg1.jpg' } } }
    const t = await mountNav(module)
    done = t.done
    // Exports rarely set `thumb`: the slide image standing in is the design, not a problem.
    expect(t.slider.report).toEqual([
      {
        path: 'slides.2.slide.thumb',
        message: 'no thumbnail or slide image; showing the slide number',
      },
    ])
    const thumbs = t.root.querySelectorAll('.strata-thumb')
    expect(thumbs[0]?.querySelector('img')?.getAttribute('src')).toBe('bg1.jpg')
    expect(thumbs[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(thumbs[1]?.textContent).toBe('2')
    expect(thumbs[1]?.getAttribute('aria-label')).toBe('Slide 2: Slide 2')
  })

  it('a thumbnail that fails to load falls back to the slide image', async () => {
    const module = navModule(2, { nav: { thumbs: { set: true } } })
    const slides = module.slides as Record<string, { layers: unknown }>
    if (slides['1'])
      slides['1'].layers = [{ id: 9, subtype: 'slidebg', bg: { image: { src: 'bg.jpg' } } }]
    const t = await mountNav(module)
    done = t.done
    const img = t.root.querySelector('.strata-thumb img')
    expect(img?.getAttribute('src')).toBe('t1.jpg')
    img?.dispatchEvent(new Event('error'))
    expect(img?.getAttribute('src')).toBe('bg.jpg')
    await settle()
  })
})

describe('bad templates', () => {
  it('a broken HTML template gets a report entry and the default markup', async () => {
    const tabs = { set: true, html: '<b>{{title</b>' }
    const t = await mountNav(navModule(2, { nav: { tabs } }))
    done = t.done
    expect(t.slider.report).toContainEqual({
      path: 'settings.nav.tabs.html',
      message: 'is not a valid HTML template (stray {{ or ##); using the default markup',
    })
    const tab = t.root.querySelector('[role="tab"]')
    expect(tab?.getAttribute('aria-label')).toBe('Slide 1: Slide 1')
  })

  it('scripts and inline handlers in a template are dropped', async () => {
    const tabs = {
      set: true,
      html: '<img src="x.jpg" onerror="alert(1)"><script>1</script>{{title}}',
    }
    const t = await mountNav(navModule(2, { nav: { tabs } }))
    done = t.done
    const tab = t.root.querySelector('[role="tab"]')
    expect(tab?.innerHTML).toBe('<img src="x.jpg">Slide 1')
  })
})
