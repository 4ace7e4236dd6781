import { act } from '@testing-library/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { useSliderState } from './hooks'
import { Slider } from './raw-slider'
import { settle, stubBrowserEachTest, testModule } from './test-support/browser'
import { hydrateServerRender } from './test-support/hydrate'

stubBrowserEachTest()

const module = testModule('ssr', 3)
const plugins = [] as const
const App = () => <Slider module={module} plugins={plugins} id="hero" />

/** A control that shows the slide count, as the server renders it: 0 (no slider yet). */
function Count() {
  return <output>{useSliderState((s) => s.count)}</output>
}

describe('server render and hydration', () => {
  it('renderToString gives the box CSS, the labelled root and the first slide, with no script', () => {
    const html = renderToString(<App />)
    expect(html).toContain('<style>.strata-box-')
    expect(html).toMatch(/class="strata-module strata-box-[\w-]+"/)
    // The module has an alias but no title: core names it "Slider", never by the alias slug.
    expect(html).toContain('aria-label="Slider"')
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

  it('the root keeps the name the server gave it once core runs: no relabelling on hydration', async () => {
    const named = /aria-label="([^"]*)"/.exec(renderToString(<App />))?.[1]
    const { container, unmount } = await hydrateServerRender(<App />)
    const root = container.querySelector('.strata-module')
    expect(root?.getAttribute('role')).toBe('region')
    expect(root?.getAttribute('aria-label')).toBe(named)
    unmount()
  })

  it('a hook in a boundary that hydrates after the slider started renders the server state first', async () => {
    // A streamed or code-split boundary hydrates later than the root: its hooks must still give
    // what the server rendered (EMPTY_STATE), then the live state, with no hydration mismatch.
    const error = vi.spyOn(console, 'error')
    let load = (_: { default: typeof Count }) => {}
    const Late = lazy(() => new Promise<{ default: typeof Count }>((resolve) => (load = resolve)))
    const tree = (control: ReactNode) => (
      <Slider module={module} plugins={plugins}>
        <Suspense>{control}</Suspense>
      </Slider>
    )
    const { container, unmount } = await hydrateServerRender(tree(<Count />), tree(<Late />))
    expect(container.querySelector('.strata-slide[aria-current="true"]')).not.toBeNull()
    await act(async () => {
      load({ default: Count })
      await settle()
    })
    expect(error).not.toHaveBeenCalled()
    expect(container.querySelector('output')?.textContent).toBe('3')
    unmount()
  })
})
