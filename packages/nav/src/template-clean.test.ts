import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const HOSTILE = [
  '<a href=" javascript:window.__x=1">{{title}}</a>',
  '<meta http-equiv="refresh" content="0;url=https://example.com">',
  '<base href="https://example.com/">',
  '<form action="https://example.com"><button>go</button></form>',
  '<svg><a><set attributeName="href" to="javascript:window.__x=1"></set></a></svg>',
].join('')

describe('nav templates go through the one sanitiser (docs/security.md)', () => {
  it('a template keeps no disguised javascript: link, meta, base, form or SMIL link rewrite', async () => {
    const t = await mountNav(navModule(3, { nav: { tabs: { set: true, html: HOSTILE } } }))
    done = t.done
    const tab = t.root.querySelector('[role="tab"]')
    expect(tab?.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(tab?.textContent).toContain('Slide 1')
    expect(tab?.querySelector('meta,base,form,button,set')).toBeNull()
  })

  it('what was removed is reported once at the template path, not once per item', async () => {
    const t = await mountNav(navModule(3, { nav: { tabs: { set: true, html: HOSTILE } } }))
    done = t.done
    const entries = t.slider.report.filter((e) => e.path === 'settings.nav.tabs.html')
    expect(entries).toHaveLength(1)
    expect(entries[0]?.message).toMatch(/^removed from the template \(docs\/security\.md\): /)
    for (const name of ['href on <a>', '<meta>', '<base>', '<form>', '<set>'])
      expect(entries[0]?.message).toContain(name)
  })

  it('a clean template gets no report entry', async () => {
    const html = '<span class="t" style="color: red">{{title}}</span><a href="#s{{index}}">go</a>'
    const t = await mountNav(navModule(2, { nav: { tabs: { set: true, html } } }))
    done = t.done
    expect(t.slider.report).toEqual([])
    expect(t.root.querySelector('[role="tab"] a')?.getAttribute('href')).toBe('#s1')
  })
})
