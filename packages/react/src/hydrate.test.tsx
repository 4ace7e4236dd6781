import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Slider } from './raw-slider'
import { stubBrowserEachTest, testModule } from './test-support/browser'
import { hydrateServerRender } from './test-support/hydrate'

stubBrowserEachTest()

const module = testModule('ssr', 3)
const plugins = [] as const
const App = () => <Slider module={module} plugins={plugins} id="hero" />

describe('server render and hydration', () => {
  it('renderToString gives the box CSS, the labelled root and the first slide, with no script', () => {
    const html = renderToString(<App />)
    expect(html).toContain('<style>.strata-box-')
    expect(html).toMatch(/class="strata-module strata-box-[\w-]+"/)
    expect(html).toContain('aria-label="ssr"')
    expect(html).toContain('<h2 class="strata-ssr-title">ssr 1</h2>')
    expect(html).toContain('<p class="strata-ssr-text">Text 1</p>')
    expect(html).not.toContain('style=')
  })

  it("gives the shell's <style> the page's nonce, for a policy refusing inline styles", () => {
    const html = renderToString(<Slider module={module} plugins={plugins} nonce="n0nce" />)
    expect(html).toContain('<style nonce="n0nce">.strata-box-')
  })

  it('hydrates with no mismatch warning; core adopts the server slide instead of adding one', async () => {
    const error = vi.spyOn(console, 'error')
    const { container, serverSlide, unmount } = await hydrateServerRender(<App />)
    expect(error).not.toHaveBeenCalled()
    const current = container.querySelector('.strata-slide[aria-current="true"]')
    expect(current).toBe(serverSlide)
    expect(container.querySelectorAll('.strata-slide[data-index="0"]')).toHaveLength(1)
    // The static copy goes once the slider builds the slide itself.
    expect(container.querySelector('.strata-ssr')).toBeNull()
    unmount()
  })
})
