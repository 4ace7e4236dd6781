import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './html'

const clean = (html: string, policy?: 'layer' | 'template' | 'feed') =>
  sanitizeHtml(html, policy).html

describe('sanitizeHtml keeps what layers legitimately use', () => {
  it.each([
    'Big <b>bold</b> <i>it</i> <strong>s</strong> <em>e</em> <u>u</u> <s>x</s> <sub>1</sub><sup>2</sup><br>',
    '<span class="k big" style="color: red; font-size: 20px">t</span>',
    '<a href="https://example.com" class="k">link</a>',
    '<a href="mailto:a@example.com">m</a><a href="tel:+44123">t</a>',
    '<a href="#slide-2">x</a><a href="/page">y</a><a href="page.html?a=1">z</a>',
    '<p>para</p><div data-x="1" aria-label="l">d</div><ul><li>one</li></ul>',
    '<img src="img/a.png" alt="a"><img src="data:image/png;base64,AAAA">',
    '<svg viewBox="0 0 10 10"><path d="M0 0L10 10" fill="red"></path><circle cx="5" cy="5" r="2"></circle></svg>',
    '<i class="fa-solid fa-star"></i>{{title}} &amp; more',
  ])('%s', (html) => {
    const out = sanitizeHtml(html)
    expect(out.html).toBe(html)
    expect(out.removed).toEqual([])
  })

  it('a link that opens a new tab keeps its target and gets no handle on the page', () => {
    expect(clean('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('an empty link goes, reported: a click would reload the page (a refused feed URL leaves one)', () => {
    expect(clean('<a class="feed-link" href="">by Ann</a><a href=" \t">x</a>')).toBe(
      '<a class="feed-link">by Ann</a><a>x</a>',
    )
    expect(clean('<svg><a xlink:href=""><text>x</text></a></svg>')).toBe(
      '<svg><a><text>x</text></a></svg>',
    )
    expect(sanitizeHtml('<a href="">x</a>').removed).toEqual(['href on <a>'])
  })

  it('valid SVG animation of a shape stays', () => {
    const html =
      '<svg><rect width="1" height="1"><animateTransform attributeName="transform" type="rotate" values="0;90" dur="1s"></animateTransform></rect></svg>'
    expect(sanitizeHtml(html).removed).toEqual([])
  })
})

describe('sanitizeHtml removes what runs code', () => {
  it.each([
    ['a<script>alert(1)</script>b', 'ab', '<script>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">', 'onerror on <img>'],
    ['<svg onload="alert(1)"></svg>', '<svg></svg>', 'onload on <svg>'],
    [
      '<details open ontoggle="alert(1)">x</details>',
      '<details open="">x</details>',
      'ontoggle on <details>',
    ],
  ])('%s', (html, expected, removed) => {
    const out = sanitizeHtml(html)
    expect(out.html).toBe(expected)
    expect(out.removed).toContain(removed)
  })
})

it('sanitizeHtml removes a script inside SVG', () => {
  expect(sanitizeHtml('<svg><script>alert(1)</script></svg>').html).toBe('<svg></svg>')
})

describe('sanitizeHtml refuses javascript: however it is disguised', () => {
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href="java&#x0A;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="&#x01;javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ])('%s', (html) => {
    const out = sanitizeHtml(html)
    expect(out.html).toBe('<a>x</a>')
    expect(out.removed).toEqual(['href on <a>'])
  })
})

describe('sanitizeHtml: SVG and MathML vectors', () => {
  it('drops SMIL animate and set that would rewrite a link', () => {
    const animate =
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><text y="20">x</text></a></svg>'
    const set = '<svg><a><set attributeName="href" to="javascript:alert(1)"></set>x</a></svg>'
    expect(clean(animate)).not.toMatch(/animate|javascript/i)
    expect(clean(set)).not.toMatch(/<set|javascript/i)
    expect(sanitizeHtml(set).removed).toContain('<set>')
  })
  it('keeps no attributeName that points an animation at a link', () => {
    const html =
      '<svg><a href="#x"><animateMotion attributeName="xlink:href" values="javascript:alert(1)"></animateMotion></a></svg>'
    expect(clean(html)).not.toMatch(/attributename/i)
  })
  it('refuses javascript: in an SVG link', () => {
    expect(clean('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>')).not.toMatch(
      /javascript/i,
    )
  })
  it('drops <use> that could pull in an outside document', () => {
    expect(
      clean('<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>'),
    ).toBe('<svg></svg>')
  })
  it.each([
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  ])('mutation vector %s leaves no handler', (html) => {
    const out = clean(html)
    const div = document.createElement('div')
    div.innerHTML = out
    expect(div.querySelector('[onerror]')).toBeNull()
    expect(out).not.toMatch(/onerror/i)
  })
})

describe('sanitizeHtml: no documents, page rewrites or forms', () => {
  it.each([
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', '<iframe>'],
    ['<iframe src="https://example.com"></iframe>', '<iframe>'],
    ['<object data="x.swf"></object>', '<object>'],
    ['<embed src="x.swf">', '<embed>'],
    ['<meta http-equiv="refresh" content="0;url=https://example.com">', '<meta>'],
    ['<base href="https://example.com/">', '<base>'],
    ['<link rel="prefetch" href="/next.html">', '<link>'],
    ['<style>body{display:none}</style>', '<style>'],
    ['<form action="https://example.com"><input name="q"><button>go</button></form>', '<form>'],
    ['<button formaction="javascript:alert(1)">x</button>', '<button>'],
    ['<textarea>x</textarea><select><option>o</option></select>', '<textarea>'],
  ])('%s', (html, removed) => {
    const out = sanitizeHtml(html)
    expect(out.html).not.toMatch(
      /<(iframe|object|embed|meta|base|link|style|form|input|button|textarea|select)/i,
    )
    expect(out.removed).toContain(removed)
  })
  it('drops an inline style that names a script', () => {
    const out = sanitizeHtml('<span style="background:url(javascript:alert(1))">x</span>')
    expect(out.html).toBe('<span>x</span>')
    expect(out.removed).toEqual(['style on <span>'])
  })
  it('names each removed thing once', () => {
    const out = sanitizeHtml('<script>1</script><script>2</script><b onclick="x">b</b>')
    expect(out.removed).toEqual(['<script>', 'onclick on <b>'])
  })
})

describe('sanitizeHtml policies', () => {
  it('templates keep the markup nav skins use', () => {
    const html =
      '<div class="tp-arr-allwrapper"><div class="tp-arr-imgholder" style="background-image: url(img/t.jpg)"></div><span class="title">T</span></div>'
    expect(sanitizeHtml(html, 'template')).toEqual({ html, removed: [] })
  })
  it('feeds keep formatting, links and images, but no SVG, inline style or id', () => {
    const out = sanitizeHtml(
      '<p id="x" style="color:red">a <a href="https://e.com">l</a><img src="https://e.com/i.png"></p><svg></svg>',
      'feed',
    )
    expect(out.html).toBe('<p>a <a href="https://e.com">l</a><img src="https://e.com/i.png"></p>')
    expect(out.removed).toEqual(expect.arrayContaining(['<svg>', 'style on <p>', 'id on <p>']))
  })
  it('feeds bind no layer actions: data-strata-actions goes, reported; other data-* stay', () => {
    const actions = `[{"a":"link","link":"https://e.com"}]`
    const out = sanitizeHtml(`<span data-strata-actions='${actions}' data-x="1">a</span>`, 'feed')
    expect(out.html).toBe('<span data-x="1">a</span>')
    expect(out.removed).toEqual(['data-strata-actions on <span>'])
    // A layer's own HTML keeps them: the author's actions.
    expect(sanitizeHtml(`<span data-strata-actions='${actions}'>a</span>`).removed).toEqual([])
  })
  it('treats what is not a string as empty', () => {
    expect(sanitizeHtml(undefined as unknown as string)).toEqual({ html: '', removed: [] })
  })
})
