// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { familyParam, joinUrl, providerUrl, subsetsOf } from './provider-url'

describe('the provider stylesheet URL (docs/behaviour.md §7)', () => {
  it('A font stylesheet from the fonts provider, with family, ital and wght parameters and display=swap', () => {
    expect(
      providerUrl('http://127.0.0.1:9/fonts/', [
        { name: 'Roboto', normal: [700, 400], italic: [] },
        { name: 'Open Sans', normal: [400], italic: [300] },
      ]),
    ).toBe(
      'http://127.0.0.1:9/fonts/css2?family=Roboto:wght@400;700&family=Open+Sans:ital,wght@0,400;1,300&subset=latin&display=swap',
    )
  })

  it('names each weight once, upright tuples before italic ones', () => {
    expect(familyParam({ name: 'Lato', normal: [400, 400], italic: [700, 100] })).toBe(
      'Lato:ital,wght@0,400;1,100;1,700',
    )
  })

  it('joins the base and a path, keeping absolute paths as given', () => {
    expect(joinUrl('/fonts-api', 'icon?family=Material+Icons')).toBe(
      '/fonts-api/icon?family=Material+Icons',
    )
    expect(joinUrl('/a', 'https://cdn.example/fa.css')).toBe('https://cdn.example/fa.css')
  })
})

describe('subsets (docs/behaviour.md §9)', () => {
  it('Font subsets by code point: latin, latin-ext, cyrillic, greek, vietnamese', () => {
    expect(subsetsOf('Hello')).toEqual(['latin'])
    expect(subsetsOf('Łódź Ωmega Жук Việt')).toEqual([
      'vietnamese',
      'latin',
      'latin-ext',
      'greek',
      'cyrillic',
    ])
    expect(providerUrl('/f', [{ name: 'A', normal: [400], italic: [] }], 'Жук')).toContain(
      '&subset=latin,cyrillic&',
    )
  })
})
