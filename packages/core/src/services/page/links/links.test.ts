// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { readHash } from '../deep-link/hash'
import { followLink } from './follow-link'
import { resolveLink } from './resolve-link'
import { schemeOf } from './scheme'

const page = 'https://site.test/shop/?a=1'
const resolve = (href: unknown, protocol?: 'auto' | 'keep' | 'http' | 'https') =>
  resolveLink(href, readHash, { page, protocol })

describe('layer links (docs/behaviour.md §2)', () => {
  it("'#', mailto: and tel: are kept as they are", () => {
    for (const href of ['#', 'mailto:a@b.test', 'tel:+4412345', 'MAILTO:x@y.test'])
      expect(resolve(href)).toEqual({ kind: 'keep', href })
  })

  it('a same-page link scrolls to an anchor', () => {
    expect(resolve('#prices')).toEqual({ kind: 'anchor', id: 'prices' })
    expect(resolve('https://site.test/shop/?a=1#faq')).toEqual({ kind: 'anchor', id: 'faq' })
    expect(resolve('/shop/?a=1#team%20a')).toEqual({ kind: 'anchor', id: 'team a' })
  })

  it('other links open; the protocol setting is auto (same as page), keep, http or https', () => {
    expect(resolve('http://other.test/x')).toEqual({ kind: 'open', href: 'https://other.test/x' })
    expect(resolve('http://other.test/x', 'keep')).toEqual({
      kind: 'open',
      href: 'http://other.test/x',
    })
    expect(resolve('https://other.test/', 'http')).toMatchObject({ href: 'http://other.test/' })
    expect(resolve('http://other.test/', 'https')).toMatchObject({ href: 'https://other.test/' })
    expect(resolve('/about')).toEqual({ kind: 'open', href: 'https://site.test/about' })
    expect(resolve('//cdn.test/a', 'keep')).toMatchObject({ href: 'https://cdn.test/a' })
  })

  it('schemeOf sees through case, whitespace, control characters and entities', () => {
    expect(schemeOf(' JaVaScRiPt:alert(1)')).toBe('javascript')
    expect(schemeOf('java\tscript:alert(1)')).toBe('javascript')
    expect(schemeOf('&#106;avascript:x')).toBe('javascript')
    expect(schemeOf('javascript&colon;x')).toBe('javascript')
    expect(schemeOf('/relative/path')).toBe('')
  })

  it('a character reference past the last code point throws nothing (a click would report a RangeError)', () => {
    expect(schemeOf('&#x110000;javascript:alert(1)')).toBe('javascript')
    expect(schemeOf('&#xFFFFFFFFFFFFFFFFFFFF;/a')).toBe('')
    expect(resolve('&#x110000;javascript:alert(1)')).toEqual({
      kind: 'refused',
      reason: 'javascript: links are refused',
    })
  })
})

// Bad-input table: every hostile or malformed link and its clear outcome.
const refused: Array<[string, unknown, string]> = [
  ['javascript:', 'javascript:alert(1)', 'javascript: links are refused'],
  ['mixed case and a space', ' JaVaScRiPt:alert(1)', 'javascript: links are refused'],
  ['a tab inside', 'java\tscript:alert(1)', 'javascript: links are refused'],
  ['a newline inside', 'java\nscript:alert(1)', 'javascript: links are refused'],
  ['a NUL first', '\u0000javascript:alert(1)', 'javascript: links are refused'],
  ['decimal entity', '&#106;avascript:alert(1)', 'javascript: links are refused'],
  ['hex entity colon', 'javascript&#x3A;alert(1)', 'javascript: links are refused'],
  ['named entity colon', 'javascript&colon;alert(1)', 'javascript: links are refused'],
  ['data:', 'data:text/html,<script>alert(1)</script>', 'data: links are refused'],
  ['DATA: in caps', ' DATA:text/html;base64,PHNjcmlwdD4=', 'data: links are refused'],
  ['vbscript:', 'vbscript:msgbox', 'vbscript: links are refused'],
  ['file:', 'file:///etc/passwd', 'file: links are not followed'],
  ['malformed host', 'http://[::1', '"http://[::1" is not a valid URL'],
  ['empty', '   ', 'no link given'],
  ['not a string', 42, 'no link given'],
]

describe('bad links', () => {
  it.each(refused)('%s is refused: %s', (_, href, reason) => {
    expect(resolve(href)).toEqual({ kind: 'refused', reason })
  })

  it('a refused link is reported with its path and never followed', () => {
    const report = vi.fn()
    const win = { location: { assign: vi.fn() }, open: vi.fn() } as unknown as Window
    const scrollTo = vi.fn()
    const path = 'slides.1.layers.4.actions.0.link'
    followLink('java\tscript:alert(1)', '_blank', { report, path, win, scrollTo, page, readHash })
    expect(report).toHaveBeenCalledExactlyOnceWith(
      path,
      'javascript: links are refused; link ignored',
    )
    expect(win.open).not.toHaveBeenCalled()
    expect(win.location.assign).not.toHaveBeenCalled()
  })
})

describe('followLink', () => {
  const setup = () => {
    const win = { location: { assign: vi.fn() }, open: vi.fn() } as unknown as Window
    return { win, deps: { report: vi.fn(), path: 'p', win, scrollTo: vi.fn(), page, readHash } }
  }

  it("opens in the layer's target window, _self in place, and scrolls same-page anchors", () => {
    const { win, deps } = setup()
    followLink('https://a.test/', '_blank', deps)
    followLink('https://b.test/', '_self', deps)
    followLink('#faq', '_blank', deps)
    followLink('#', '_self', deps)
    followLink('tel:123', '_blank', deps)
    expect(win.open).toHaveBeenCalledExactlyOnceWith('https://a.test/', '_blank', 'noopener')
    expect(vi.mocked(win.location.assign).mock.calls).toEqual([['https://b.test/'], ['tel:123']])
    expect(deps.scrollTo).toHaveBeenCalledExactlyOnceWith('faq')
  })
})
