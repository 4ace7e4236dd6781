import { describe, expect, it } from 'vitest'
import { pluginNames, readSource } from './source'

const element = (attrs: Record<string, string>, inner = '') => {
  const el = document.createElement('strata-slider')
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  el.innerHTML = inner
  return el
}

describe('<strata-slider> source: where the module comes from', () => {
  it('an inline JSON child wins over src', () => {
    const el = element({ src: '/a.json' }, '<script type="application/json">{"slides":{}}</script>')
    expect(readSource(el)).toEqual({ module: { slides: {} } })
  })

  it('src, then module-id, then alias, with rest-base and ajax-url as the endpoints', () => {
    expect(readSource(element({ src: '/a.json' }))).toEqual({ module: '/a.json' })
    expect(readSource(element({ 'module-id': '7', alias: 'hero', 'rest-base': '/api/' }))).toEqual({
      module: { id: '7' },
      rest: { base: '/api/' },
    })
    expect(readSource(element({ alias: 'hero', 'ajax-url': '/ajax' }))).toEqual({
      module: { alias: 'hero' },
      rest: { ajaxUrl: '/ajax' },
    })
  })

  it('the module property wins over every source, the endpoints still read from the attributes', () => {
    const el = element(
      { src: '/a.json', 'rest-base': '/api/', 'ajax-url': '/ajax' },
      '<script type="application/json">{oops</script>',
    )
    expect(readSource(el, { id: '7' })).toEqual({
      module: { id: '7' },
      rest: { base: '/api/', ajaxUrl: '/ajax' },
    })
    expect(readSource(element({ 'rest-base': '/api/' }), { alias: 'hero' })).toEqual({
      module: { alias: 'hero' },
      rest: { base: '/api/' },
    })
  })

  it('nothing yet: undefined; inline JSON that is not an object: an error to report', () => {
    expect(readSource(element({}))).toBeUndefined()
    const bad = readSource(element({}, '<script type="application/json">{oops</script>'))
    expect(bad).toEqual({ error: expect.stringContaining('not valid JSON') })
    const list = readSource(element({}, '<script type="application/json">[1]</script>'))
    expect(list).toEqual({ error: 'the inline module must be a JSON object' })
  })

  it('plugins: names separated by spaces or commas', () => {
    expect(pluginNames(element({ plugins: 'layers-text, nav  carousel' }))).toEqual([
      'layers-text',
      'nav',
      'carousel',
    ])
    expect(pluginNames(element({}))).toBeUndefined()
  })
})
