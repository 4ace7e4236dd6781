// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeUrl } from './url'

describe('safeUrl: links accept http(s), mailto, tel, # and relative URLs', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:someone@example.com',
    'tel:+441234',
    '#slide-2',
    '/path/to/page',
    'page.html',
    './x:y',
    '//cdn.example.com/x.png',
    '?q=1',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url)
  })

  it('trims the surrounding whitespace', () => {
    expect(safeUrl('  https://example.com \n')).toBe('https://example.com')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u00a0:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'blob:https://example.com/x',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined()
  })

  it('refuses what is not a string', () => {
    expect(safeUrl(42 as unknown as string)).toBeUndefined()
  })
})

describe('safeUrl: media sources accept http(s), relative URLs and inline images', () => {
  it.each([
    'https://example.com/a.jpg',
    'img/a.webp',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,%3Csvg%3E',
  ])('keeps %s', (url) => {
    expect(safeUrl(url, 'media')).toBe(url)
  })

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'mailto:a@b.c', 'tel:123'])(
    'refuses %j',
    (url) => {
      expect(safeUrl(url, 'media')).toBeUndefined()
    },
  )
})
