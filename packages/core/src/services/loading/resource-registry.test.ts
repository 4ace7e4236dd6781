import { describe, expect, it, vi } from 'vitest'
import { createResourceRegistry, pageResources } from './resource-registry'
import type { ResourceKind } from './resource-types'

/** A registry whose elements are kept off the page; tests fire their load/error events. */
function setup() {
  const attached: { element: HTMLScriptElement | HTMLLinkElement; kind: ResourceKind }[] = []
  const report = vi.fn()
  const registry = createResourceRegistry({
    attach: (element, kind) => attached.push({ element, kind }),
    report,
  })
  const fire = (i: number, type: 'load' | 'error') =>
    attached[i]!.element.dispatchEvent(new Event(type))
  return { attached, registry, report, fire }
}

describe('resource registry', () => {
  it('Resource status: 0 idle, 1 loading, 2 loaded', async () => {
    const { registry, fire } = setup()
    const url = 'https://cdn.test/addon.js'
    expect(registry.status(url)).toBe(0)
    expect(registry.register('addon', { fonts: ['Roboto'] }).status).toBe(0)
    const done = registry.loadScript(url)
    expect(registry.status(url)).toBe(1)
    fire(0, 'load')
    expect((await done).status).toBe(2)
    expect(registry.status(url)).toBe(2)
  })

  it("Script load failure: 'Failed to load script: {url}'. The resource is marked status 3", async () => {
    const { registry, fire } = setup()
    const done = registry.loadScript('/js/missing.js', { id: 'missing' })
    fire(0, 'error')
    await expect(done).rejects.toThrow('Failed to load script: /js/missing.js')
    expect(registry.get('missing')).toMatchObject({ status: 3, url: '/js/missing.js' })
  })

  it('each url is requested once; every caller shares the first promise', async () => {
    const { registry, attached, fire } = setup()
    const a = registry.loadScript('/js/a.js')
    const b = registry.loadScript(' /js/a.js ')
    expect(b).toBe(a)
    expect(attached).toHaveLength(1)
    expect(attached[0]!.element).toMatchObject({ async: true, className: 'strata-resource' })
    fire(0, 'load')
    await expect(b).resolves.toMatchObject({ status: 2 })
  })

  it('stylesheets load as <link rel="stylesheet"> with the same statuses', async () => {
    const { registry, attached, fire } = setup()
    const ok = registry.loadStyle('/css/addon.css')
    const bad = registry.loadStyle('/css/gone.css')
    expect(attached.map((a) => a.kind)).toEqual(['style', 'style'])
    expect((attached[0]!.element as HTMLLinkElement).rel).toBe('stylesheet')
    fire(0, 'load')
    fire(1, 'error')
    await expect(ok).resolves.toMatchObject({ status: 2 })
    await expect(bad).rejects.toThrow('Failed to load stylesheet: /css/gone.css')
    expect(registry.status('/css/gone.css')).toBe(3)
  })

  it("attaches to the document's head by default", () => {
    // A head that keeps what it gets, so happy-dom does not try to fetch the script.
    const append = vi.fn()
    const doc = { head: { append }, createElement: document.createElement.bind(document) }
    const registry = createResourceRegistry({ document: doc as unknown as Document })
    registry.loadScript('/js/default.js').catch(() => {})
    expect(append.mock.calls[0]?.[0]).toMatchObject({
      tagName: 'SCRIPT',
      className: 'strata-resource',
    })
    registry.destroy()
  })

  it('destroy stops listening to pending loads and forgets every record', () => {
    const { registry, fire } = setup()
    registry.loadScript('/js/slow.js').catch(() => {})
    registry.destroy()
    fire(0, 'load')
    expect(registry.list()).toEqual([])
    expect(registry.status('/js/slow.js')).toBe(0)
  })

  it('every module on a page shares one registry', () => {
    expect(pageResources(document)).toBe(pageResources(document))
  })
})

describe('resource registry bad input', () => {
  const table: [string, unknown, string][] = [
    [
      'a javascript: url',
      'javascript:alert(1)',
      'script url uses a refused scheme (javascript:); not loaded',
    ],
    [
      'a data: url',
      'data:text/javascript,alert(1)',
      'script url uses a refused scheme (data:); not loaded',
    ],
    [
      'a mixed-case JaVaScRiPt: url',
      ' JaVaScRiPt:void(0)',
      'script url uses a refused scheme (javascript:); not loaded',
    ],
    [
      'a javascript: url split by a tab',
      'java\tscript:alert(1)',
      'script url uses a refused scheme (javascript:); not loaded',
    ],
    [
      'a javascript: url behind control characters',
      '\u0001\u0002javascript:alert(1)',
      'script url uses a refused scheme (javascript:); not loaded',
    ],
    [
      'a vbscript: url',
      'vbscript:msgbox(1)',
      'script url uses a refused scheme (vbscript:); not loaded',
    ],
    ['an empty string', '', 'script url must not be empty; not loaded'],
    ['a number', 7, 'script url must be a URL string; not loaded'],
    [
      'a huge url',
      `/${'x'.repeat(5000)}.js`,
      'script url is longer than 4096 characters; not loaded',
    ],
  ]
  it.each(table)(
    '%s: nothing is added to the page, status 3, a report entry',
    async (_, url, message) => {
      const { registry, attached, report } = setup()
      const done = registry.loadScript(url as string, { id: 'bad', path: 'addOns.x.js' })
      await expect(done).rejects.toThrow(`Failed to load script: ${String(url)}`)
      expect(attached).toHaveLength(0)
      expect(registry.status('bad')).toBe(3)
      expect(report).toHaveBeenCalledWith('addOns.x.js', message)
    },
  )
})
