import { afterEach, describe, expect, it } from 'vitest'
import { inShadowRoot } from '../test-support/shadow'
import { ownSheet } from './own-sheet'

afterEach(() => {
  document.body.replaceChildren()
  document.adoptedStyleSheets = []
})

const rules = (sheet: CSSStyleSheet | undefined) =>
  [...(sheet?.cssRules ?? [])].map((r) => r.cssText.replace(/\s/g, ''))

describe('ownSheet', () => {
  it('adopts one sheet per module, replaces its text, and removes only its own', () => {
    const page = new CSSStyleSheet()
    document.adoptedStyleSheets = [page]
    const a = ownSheet(document.body)
    const b = ownSheet(document.body)
    a.set('.a{margin:0}')
    b.set('.b{margin:0}')
    a.set('.a{margin:1px}')
    expect(document.adoptedStyleSheets).toHaveLength(3)
    expect(rules(document.adoptedStyleSheets[1])).toEqual(['.a{margin:1px;}'])
    a.remove()
    expect(document.adoptedStyleSheets).toHaveLength(2)
    expect(document.adoptedStyleSheets[0]).toBe(page)
    expect(rules(document.adoptedStyleSheets[1])).toEqual(['.b{margin:0px;}'])
  })

  it('adopts it again when the page replaced its adopted sheets', () => {
    const sheet = ownSheet(document.body)
    sheet.set('.a{margin:0}')
    document.adoptedStyleSheets = []
    sheet.set('.a{margin:0}')
    expect(document.adoptedStyleSheets).toHaveLength(1)
  })

  it('in a shadow root, the sheet goes to that root', () => {
    const { root, inside } = inShadowRoot()
    const sheet = ownSheet(inside)
    sheet.set('.a{margin:0}')
    expect(root.adoptedStyleSheets).toHaveLength(1)
    expect(document.adoptedStyleSheets).toHaveLength(0)
    sheet.remove()
    expect(root.adoptedStyleSheets).toHaveLength(0)
  })

  it('without constructed sheets, a <style> in the head, changed in place and removed', () => {
    const doc = document.implementation.createHTMLDocument('')
    const sheet = ownSheet(doc.body)
    sheet.set('.a{margin:0}')
    sheet.set('.b{margin:0}')
    expect([...doc.head.querySelectorAll('style')].map((s) => s.textContent)).toEqual([
      '.b{margin:0}',
    ])
    sheet.remove()
    expect(doc.head.querySelector('style')).toBeNull()
  })
})
