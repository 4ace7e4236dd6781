import { sampleModule } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { defineSliderElement, type StrataSliderElement } from './define'
import { parsedPast } from './source'
import { turns as pageTurns, useElementPage } from './test-page'

defineSliderElement({ plugins: {}, tag: 'strata-parsed' })

let fetched: string[]
useElementPage(() => {
  fetched = []
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(String(url))
      return new Response(JSON.stringify(sampleModule(2)), { status: 200 })
    }),
  )
  // The page is still being parsed: a classic file in <head> has defined the element.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
})

const turns = (n = 10) => pageTurns(n)
const INLINE = () => {
  const child = document.createElement('script')
  child.type = 'application/json'
  child.textContent = JSON.stringify(sampleModule(3))
  return child
}

/** The parser's order: the element (connected at once), then its children, then what follows. */
function parse(src?: string, children: Node[] = []): StrataSliderElement {
  const el = document.createElement('strata-parsed') as StrataSliderElement
  if (src) el.setAttribute('src', src)
  document.body.append(el)
  for (const child of children) el.append(child)
  return el
}

describe('parsedPast: whether the parser has gone past an element', () => {
  it('not while the element, or a node in it, is the last of the document', () => {
    const el = parse()
    expect(parsedPast(el)).toBe(false)
    el.append(document.createTextNode(' '))
    expect(parsedPast(el)).toBe(false)
    document.body.append(document.createElement('p'))
    expect(parsedPast(el)).toBe(true)
  })
})

// docs/embed.md "Attributes": the inline child wins over `src`, also when the element is
// upgraded before the parser reaches its children.
describe('<strata-slider> defined while the page is parsed', () => {
  it('with src and an inline child: the inline module, and src is not fetched', async () => {
    const el = parse('/modules/hero.json', [INLINE()])
    await turns(2)
    document.body.append(document.createElement('p'))
    await turns()
    await el.slider?.ready
    expect(el.slider?.module?.slides.length).toBe(3)
    expect(fetched).toEqual([])
  })

  it('with src alone: loaded once the parser is past the element, before the page is parsed', async () => {
    const el = parse('/modules/hero.json')
    await turns(2)
    expect(el.slider).toBeUndefined()
    document.body.append(document.createElement('p'))
    await turns()
    await el.slider?.ready
    expect(fetched).toEqual(['/modules/hero.json'])
    expect(el.slider?.module?.slides.length).toBe(2)
  })

  it('an inline child alone: made once the parser is past it, not at DOMContentLoaded', async () => {
    const el = parse(undefined, [INLINE()])
    document.body.append(document.createElement('p'))
    await turns()
    await el.slider?.ready
    expect(el.slider?.module?.slides.length).toBe(3)
  })

  it('no source yet past the element: it waits for DOMContentLoaded to say so', async () => {
    const warn = vi.mocked(console.warn)
    const el = parse()
    document.body.append(document.createElement('p'))
    await turns()
    expect(el.slider).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await turns()
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      '[strata] <strata-parsed>: no module: set src, module-id, alias or an inline JSON child',
    ])
  })
})
