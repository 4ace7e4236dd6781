import { createSlider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { expect, it, vi } from 'vitest'
import { loadsSettled, takeLoads } from './lazy'
import { nav } from './plugin'
import { navModule } from './test-slider'

// vitest: fresh modules. The sanitiser loads once per page: here no other test has brought it,
// so the template can only be at `ready` if `prepare` loaded it.
it("the data's HTML templates are in the first paint: the sanitiser loads with the skins, in prepare", async () => {
  installFakeBrowser({ matchMedia: false })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const html = '<span class="t">{{title}}</span><script>alert(1)</script>'
  const slider = createSlider(root, {
    module: navModule(3, { nav: { bullets: { set: true, html } } }),
    plugins: [nav()],
    scheduler: createFakeScheduler(),
  })
  await slider.ready
  expect(root.querySelector('.strata-bullet .t')?.textContent).toBe('Slide 1')
  expect(root.querySelector('.strata-bullet script')).toBeNull()
  await loadsSettled()
  expect(takeLoads()).toEqual(['sanitizer', 'skins'])
  slider.destroy()
  root.remove()
})
