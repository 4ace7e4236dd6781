import type { RawValue } from '@strata/core'
import { safeUrl, stripMarkup } from '@strata/core/kit'
import { sanitizeHtml } from '@strata/core/sanitize'
import { describe, expect, it } from 'vitest'
import type { ItemType } from '../sources/fetched'
import type { FeedItem } from '../sources/types'
import { type FeedReporter, fillTemplate as fill } from './fill'
import { itemValues as values } from './item'
import { excerpt as cut, textOf as text } from './text'

// Core's helpers, as `expandStream` hands them to the feed chunk.
const kit = { safeUrl, sanitizeHtml, stripMarkup }
const fillTemplate = (template: RawValue, item: FeedItem, report: FeedReporter) =>
  fill(template, item, report, kit)
const itemValues = (type: ItemType, raw: RawValue, limit: number) => values(type, raw, limit, kit)
const excerpt = (html: string, limit: number) => cut(html, limit, kit)
const textOf = (html: string) => text(html, kit)

const collect = () => {
  const entries: string[] = []
  return {
    entries,
    report: (field: string, message: string) => entries.push(`${field}: ${message}`),
  }
}

describe('placeholders filled from a feed item (docs/data-format/streams.md "Placeholders")', () => {
  it('layer text gets the title escaped and the content sanitised with the feed policy', () => {
    const { entries, report } = collect()
    const item = {
      title: 'Tom & "Jerry"',
      content: '<p>Hi<script>window.x=1</script><img src="a.jpg" onerror="window.x=1"></p>',
    }
    const out = fillTemplate({ content: { text: '<h3>{{title}}</h3>{{content}}' } }, item, report)
    expect(out).toEqual({
      content: { text: '<h3>Tom &amp; &quot;Jerry&quot;</h3><p>Hi<img src="a.jpg"></p>' },
    })
    expect(entries).toEqual(["content: removed from the feed's HTML: <script>, onerror on <img>"])
  })

  it('an attribute breakout in a title stays text inside the attribute', () => {
    const title = '"\' onmouseover="alert(1)" x="<img src=x onerror="alert(1)">'
    const out = fillTemplate({ text: '<a title="{{title}}">x</a>' }, { title }, () => {}) as {
      text: string
    }
    const el = document.createElement('div')
    el.innerHTML = out.text
    const link = el.querySelector('a')
    expect(el.querySelectorAll('img')).toHaveLength(0)
    expect(link?.getAttributeNames()).toEqual(['title'])
    expect(link?.getAttribute('title')).toBe('"\' onmouseover="alert(1)" x="')
  })

  it("the content's quotes cannot end an attribute it stands in: no style, id or link of the feed's own", () => {
    // The feed's HTML is sanitised, but its text's quotes stay as they are: in an attribute they
    // would close it, and the layer's policy keeps inline style, ids and links.
    const content =
      '<b>Sea</b>" style="position:fixed;inset:0" id="nav" href="https://evil.example/'
    const { entries, report } = collect()
    const out = fillTemplate(
      { text: '<img alt="{{content}}" src="a.jpg"><a title=\'{{content}}\' href="/own">x</a>' },
      { content },
      report,
    ) as { text: string }
    const el = document.createElement('div')
    el.innerHTML = out.text
    const img = el.querySelector('img')
    const link = el.querySelector('a')
    expect(img?.getAttributeNames()).toEqual(['alt', 'src'])
    expect(img?.getAttribute('alt')).toBe(
      'Sea" style="position:fixed;inset:0" id="nav" href="https://evil.example/',
    )
    expect(link?.getAttributeNames()).toEqual(['title', 'href'])
    expect(link?.getAttribute('href')).toBe('/own')
    expect(entries).toEqual([])
  })

  it('a value in an unquoted attribute stays that attribute: its spaces add none', () => {
    const out = fillTemplate(
      { text: '<img alt={{title}} src={{image}}>' },
      { title: 'x style=position:fixed;inset:0', image: '/a.jpg onerror=alert(1)' },
      () => {},
    ) as { text: string }
    const el = document.createElement('div')
    el.innerHTML = out.text
    const img = el.querySelector('img')
    expect(img?.getAttributeNames()).toEqual(['alt', 'src'])
    expect(img?.getAttribute('alt')).toBe('x style=position:fixed;inset:0')
  })

  it("an image URL in a style's url() cannot end it: no declarations of the feed's own", () => {
    const image = "https://cdn.example/a.jpg');position:fixed;inset:0;z-index:9;x:url('"
    const template = {
      text: `<div style="background-image:url('{{image}}')">a</div><i style="background:url({{image}})">b</i>`,
    }
    const out = fillTemplate(template, { image }, () => {}) as { text: string }
    const el = document.createElement('div')
    el.innerHTML = out.text
    for (const box of el.querySelectorAll<HTMLElement>('div, i')) {
      expect(box.style.position).toBe('')
      expect(box.getAttribute('style')).toContain(
        'https://cdn.example/a.jpg%27%29;position:fixed;inset:0;z-index:9;x:url%28%27',
      )
    }
  })

  it('links other than http(s), mailto, tel, # or relative are refused, reported and left empty', () => {
    const { entries, report } = collect()
    const template = {
      actions: [{ a: 'link', link: '{{link}}' }],
      bg: { image: '{{image}}' },
      text: '<a href="{{link}}">more</a>',
    }
    const out = fillTemplate(
      template,
      { link: ' JaVaScRiPt:alert(1)', image: 'data:text/html,<script>alert(1)</script>' },
      report,
    )
    expect(out).toEqual({
      actions: [{ a: 'link', link: '' }],
      bg: { image: '' },
      // An emptied link would be this page (a click reloads it): it goes.
      text: '<a>more</a>',
    })
    expect(entries.length).toBe(3)
    expect(entries[0]).toMatch(/^link: refused URL/)
    expect(entries[1]).toMatch(/^image: refused URL/)
  })

  it('an item without a link leaves no link to this page, and nothing to report', () => {
    const { entries, report } = collect()
    const template = {
      text: '<a class="more" href="{{link}}">{{title}}</a><a href=\'{{link}}\'>x</a>',
    }
    const out = fillTemplate(template, { link: '', title: 'Harbour' }, report)
    expect(out).toEqual({ text: '<a class="more">Harbour</a><a>x</a>' })
    expect(entries).toEqual([])
  })

  it('drops only the links a placeholder emptied: an author\'s own href="" stays', () => {
    const { entries, report } = collect()
    const template = {
      text: '<a href="">{{title}}</a><a HREF = "{{ link }}">x</a><a href="{{slide_index}}">y</a><a href="/p/{{link}}">z</a>',
    }
    const out = fillTemplate(template, { link: '', title: 'Harbour' }, report)
    // The author's empty link is left for the layer's sanitiser to report; a name the item lacks
    // stays for the layer's own placeholders; a link only partly a placeholder is not empty.
    expect(out).toEqual({
      text: '<a href="">Harbour</a><a>x</a><a href="{{slide_index}}">y</a><a href="/p/">z</a>',
    })
    expect(entries).toEqual([])
  })

  it('keeps safe links and images, and checks a URL built around a placeholder as a whole', () => {
    const { entries, report } = collect()
    const out = fillTemplate(
      { link: '{{link}}', content: { src: '{{image}}' }, href: '{{id}}' },
      { link: 'https://blog.example/a', image: '/img/a.jpg', id: 'javascript:alert(1)' },
      report,
    )
    expect(out).toEqual({
      link: 'https://blog.example/a',
      content: { src: '/img/a.jpg' },
      href: '',
    })
    expect(entries).toEqual(['href: refused URL "javascript:alert(1)"; left empty'])
  })

  it('plain text places (titles, params) get the text without markup, entities decoded', () => {
    const out = fillTemplate(
      { slide: { title: '{{title}}', params: [{ v: '{{content}}', l: 5 }] } },
      { title: 'Hello &#8217;world&#8217;', content: '<b>Bold</b> move' },
      () => {},
    )
    expect(out).toEqual({ slide: { title: 'Hello ’world’', params: [{ v: 'Bold move', l: 5 }] } })
  })

  it("names the item does not have stay as written (the layers' own {{slide_index}}, {{param1}})", () => {
    expect(fillTemplate('{{slide_index}} {{param1}} {{title}}', { title: 'T' }, () => {})).toBe(
      '{{slide_index}} {{param1}} T',
    )
  })

  it('copies the template: the original is not changed, and prototype keys are dropped', () => {
    const template = JSON.parse('{"text":"{{title}}","__proto__":{"polluted":true}}')
    const out = fillTemplate(template, { title: 'T' }, () => {})
    expect(template.text).toBe('{{title}}')
    expect(out).toEqual({ text: 'T' })
    expect(({} as Record<string, unknown>).polluted).toBe(undefined)
  })
})

describe('excerpt (docs/behaviour.md §3 "excerptLimit 55")', () => {
  it("is the first excerptLimit words of the item's text, an ellipsis when cut", () => {
    expect(excerpt('<p>one two <b>three</b> four</p>', 3)).toBe('one two three…')
    expect(excerpt('one two', 55)).toBe('one two')
    const words = Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ')
    expect(excerpt(words, 55).split(' ')).toHaveLength(55)
  })

  it("uses the item's own excerpt (post, woo), else its content", () => {
    const post = { title: 'T', content: { rendered: 'a b c d' }, excerpt: { rendered: 'x y z' } }
    expect(itemValues('post', post, 2).excerpt).toBe('x y…')
    expect(itemValues('post', { content: 'a b c d' }, 2).excerpt).toBe('a b…')
  })

  it('textOf decodes entities and drops markup without running anything', () => {
    expect(textOf('<img src=x onerror="window.__t=1">A &amp; B')).toBe('A & B')
    expect((window as { __t?: number }).__t).toBe(undefined)
  })
})
