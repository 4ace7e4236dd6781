import { afterEach, describe, expect, it } from 'vitest'
import { inShadowRoot } from '../test-support/shadow'
import { adoptCss } from './adopt-css'

const CSS = '.a{margin:0}'

afterEach(() => {
  document.body.replaceChildren()
  document.adoptedStyleSheets = []
})

describe('adoptCss', () => {
  it('adopts a text once per document, however often it is asked', () => {
    adoptCss(document.createElement('div'), CSS)
    adoptCss(document.body, CSS)
    adoptCss(document, CSS)
    expect(document.adoptedStyleSheets).toHaveLength(1)
    expect(document.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toContain('.a')
    adoptCss(document, '.b{margin:0}')
    expect(document.adoptedStyleSheets).toHaveLength(2)
  })

  it('adopts it again when the page replaced its adopted sheets, keeping the page’s', () => {
    adoptCss(document.body, CSS)
    const own = new CSSStyleSheet()
    document.adoptedStyleSheets = [own]
    adoptCss(document.body, CSS)
    expect(document.adoptedStyleSheets).toHaveLength(2)
    expect(document.adoptedStyleSheets[0]).toBe(own)
  })

  it('in a shadow root, the sheet goes to that root', () => {
    const { root, inside } = inShadowRoot()
    adoptCss(inside, CSS)
    expect(root.adoptedStyleSheets).toHaveLength(1)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('without constructed sheets, one <style> in the head, made again if removed', () => {
    const doc = document.implementation.createHTMLDocument('')
    adoptCss(doc.body, CSS)
    adoptCss(doc.body, CSS)
    expect([...doc.head.querySelectorAll('style')].map((s) => s.textContent)).toEqual([CSS])
    doc.head.replaceChildren()
    adoptCss(doc.body, CSS)
    expect(doc.head.querySelectorAll('style')).toHaveLength(1)
  })
})
