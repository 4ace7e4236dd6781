import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadsSettled } from './lazy'
import { mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** The report after nav drew its controls again twice (two slides removed). */
async function afterTwoRedraws(t: Awaited<ReturnType<typeof mountNav>>) {
  const first = [...t.slider.report]
  t.slider.removeSlide(4)
  await t.step(50)
  t.slider.removeSlide(3)
  await t.step(50)
  await loadsSettled()
  await t.step(50)
  return { first, now: t.slider.report }
}

// Bad input is reported once, not at every drawing (nav draws again when the navigable slides
// change: a removal, the mobile level, a slide past its hideAfterLoops).
describe('bad nav data, as nav draws its controls again', () => {
  it('an unknown skin, a broken CSS or HTML template are said once', async () => {
    const t = await mountNav(
      navModule(5, {
        nav: {
          arrows: { set: true, css: '.x{color:##c##' },
          bullets: { set: true, key: 'nope', html: '{{title' },
        },
      }),
    )
    done = t.done
    const { first, now } = await afterTwoRedraws(t)
    expect(first.map((entry) => entry.path).sort()).toEqual([
      'settings.nav.arrows.css',
      'settings.nav.bullets.html',
      'settings.nav.bullets.key',
    ])
    expect(t.root.querySelectorAll('.strata-bullet')).toHaveLength(3)
    expect(now).toEqual(first)
  })

  it('the on-demand kinds say theirs once: a scrubber extra, a thumbnail template, a slide without a thumbnail', async () => {
    const module = navModule(5, {
      nav: {
        tabs: { set: true, key: 'nope' },
        thumbs: { set: true, html: '<b>{{title</b>' },
        scrubber: { set: true, hs: 'big' },
      },
    })
    const slides = module.slides as Record<string, { slide: Record<string, unknown> }>
    delete slides['1']?.slide.thumb
    const t = await mountNav(module)
    done = t.done
    const { first, now } = await afterTwoRedraws(t)
    expect(first.map((entry) => entry.path).sort()).toEqual([
      'settings.nav.scrubber.hs',
      'settings.nav.tabs.key',
      'settings.nav.thumbs.html',
      'slides.1.slide.thumb',
    ])
    expect(t.root.querySelectorAll('.strata-thumb')).toHaveLength(3)
    expect(now).toEqual(first)
  })
})
