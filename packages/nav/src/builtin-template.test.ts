import { createSlider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { expect, it, vi } from 'vitest'
import { loadsSettled, takeLoads } from './lazy'
import { nav } from './plugin'
import { navModule } from './test-slider'

// vitest: fresh modules, so no other test has brought the sanitiser to this file.
it("a built-in skin's tab template goes in as it is: its values escaped, no sanitiser loaded", async () => {
  installFakeBrowser({ matchMedia: false })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const module = navModule(3, { nav: { tabs: { set: true } } })
  // A title is data: it shows as text, never as markup.
  const first = (module.slides as Record<string, { slide: { title: string } }>)['1']
  if (first) first.slide.title = '<img src=x onerror="alert(1)">Sale'
  const slider = createSlider(root, { module, plugins: [nav()], scheduler: createFakeScheduler() })
  await slider.ready
  await loadsSettled()
  const titles = [...root.querySelectorAll('.strata-tab .strata-tab-title')]
  expect(titles.map((t) => t.textContent)).toEqual([
    '<img src=x onerror="alert(1)">Sale',
    'Slide 2',
    'Slide 3',
  ])
  expect(root.querySelector('.strata-tab img')).toBeNull()
  expect(root.querySelector('.strata-tab .strata-tab-desc')?.textContent).toBe('About 1')
  expect(takeLoads()).toEqual(['skins', 'tabs'])
  slider.destroy()
  root.remove()
})
