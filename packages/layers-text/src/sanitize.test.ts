import { beforeAll, describe, expect, it } from 'vitest'
import { cleanHtml, loadSanitizer } from './sanitize'

// The sanitiser is an on-demand chunk: cleanHtml cleans markup once it has arrived.
beforeAll(loadSanitizer)

const clean = (html: string) => {
  const { fragment, removed } = cleanHtml(document, html)
  const div = document.createElement('div')
  div.append(fragment)
  return { html: div.innerHTML, removed }
}

describe('cleanHtml', () => {
  it('keeps the authored markup', () => {
    expect(clean('Big <b>bold</b><br><a href="/x" class="k">link</a>')).toEqual({
      html: 'Big <b>bold</b><br><a href="/x" class="k">link</a>',
      removed: [],
    })
  })
  it('text with no tag and no entity stays text, as it is', () => {
    expect(clean('Summer sale: 30% off > today only')).toEqual({
      html: 'Summer sale: 30% off &gt; today only',
      removed: [],
    })
  })
  it('removes <script> elements', () => {
    expect(clean('a<script>alert(1)</script>b')).toEqual({ html: 'ab', removed: ['<script>'] })
  })
  it('removes on* attributes', () => {
    const out = clean('<img src="x.png" onerror="alert(1)"><span onclick="x()">t</span>')
    expect(out.html).toBe('<img src="x.png"><span>t</span>')
    expect(out.removed).toEqual(['onerror on <img>', 'onclick on <span>'])
  })
  it('removes javascript: URLs, also hidden by case and whitespace', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>').html).toBe('<a>x</a>')
    expect(clean('<a href=" JavaScript:alert(1)">x</a>').html).toBe('<a>x</a>')
    expect(clean('<a href="https://example.com">x</a>').html).toBe(
      '<a href="https://example.com">x</a>',
    )
  })
  it('removes SVG animation that would rewrite a link, and forms', () => {
    const out = clean(
      '<svg><a><set attributeName="href" to="javascript:alert(1)"></set></a></svg><form action="/x"><input></form>',
    )
    expect(out.html).not.toMatch(/<set|<form|<input|javascript/i)
    expect(out.removed).toEqual(expect.arrayContaining(['<set>', '<form>', '<input>']))
  })
})
