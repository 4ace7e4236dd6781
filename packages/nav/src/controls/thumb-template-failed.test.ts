import { afterEach, expect, it, vi } from 'vitest'
import { forgetChunks, LOADERS } from '../chunks'
import { mountNav, navModule } from '../test-slider'

// The sanitiser's file cannot be fetched (a site offline, a deploy that removed old chunks): in
// `prepare`, nor when a template asks for it again (set-template.ts).
vi.mock('@strata/core/sanitize', () => {
  throw new Error('offline')
})

afterEach(() => {
  vi.restoreAllMocks()
  forgetChunks()
})

async function mountThumbs() {
  forgetChunks()
  vi.spyOn(LOADERS, 'sanitizer').mockRejectedValue(new Error('offline'))
  const html = '<span class="t">{{title}}</span>'
  const t = await mountNav(navModule(3, { nav: { thumbs: { set: true, html } } }))
  const thumbs = [...t.root.querySelectorAll<HTMLButtonElement>('.strata-thumb')]
  expect(thumbs).toHaveLength(3)
  return { ...t, thumbs }
}

it('thumbnails whose HTML template cannot be cleaned still have a name', async () => {
  const t = await mountThumbs()
  expect(t.thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
    'Slide 1: Slide 1',
    'Slide 2: Slide 2',
    'Slide 3: Slide 3',
  ])
  t.done()
})

it('the sanitiser that cannot be loaded is said once, not for each thumbnail', async () => {
  const t = await mountThumbs()
  expect(t.slider.report).toEqual([
    {
      path: 'settings.nav.thumbs.html',
      message: 'the HTML sanitiser could not be loaded; the template is not shown',
    },
  ])
  t.done()
})
