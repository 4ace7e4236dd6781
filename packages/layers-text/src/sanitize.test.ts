import { describe, expect, it } from 'vitest'
import { cleanHtml } from './sanitize'

const clean = (html: string) => {
  const { fragment, removed } = cleanHtml(document, html)
  const div = document.createElement('div')
  div.append(fragment)
  return { html: div.innerHTML, removed }
}

describe('cleanHtml', () => {
  it('keeps the authored markup', () => {
    expect(clean('Big <b>bold</b><br><a href="/x" class="k">link</a>').html).toBe(
      'Big <b>bold</b><br><a href="/x" class="k">link</a>',
    )
  })
  it('removes <script> elements', () => {
    const out = clean('a<script>alert(1)</script>b')
    expect(out.html).toBe('ab')
    expect(out.removed).toBe(1)
  })
  it('removes on* attributes', () => {
    const out = clean('<img src="x.png" onerror="alert(1)"><span onclick="x()">t</span>')
    expect(out.html).toBe('<img src="x.png"><span>t</span>')
    expect(out.removed).toBe(2)
  })
  it('removes javascript: URLs, also hidden by case and whitespace', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>').html).toBe('<a>x</a>')
    expect(clean('<a href=" JavaScript:alert(1)">x</a>').html).toBe('<a>x</a>')
    expect(clean('<a href="https://example.com">x</a>').html).toBe(
      '<a href="https://example.com">x</a>',
    )
  })
})
