// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type FormFields, formBody } from './form-body'

describe('ajax form fields (docs/behaviour.md §7)', () => {
  it('sends nested data as bracketed keys', () => {
    const body = formBody({
      action: 'a',
      data: { id: 5, alias: 'hero', list: ['x', 'y'], deep: { ok: true } },
    })
    expect([...body]).toEqual([
      ['action', 'a'],
      ['data[id]', '5'],
      ['data[alias]', 'hero'],
      ['data[list][0]', 'x'],
      ['data[list][1]', 'y'],
      ['data[deep][ok]', 'true'],
    ])
  })

  it('leaves undefined out and sends null as an empty value', () => {
    expect(formBody({ a: undefined, b: null }).toString()).toBe('b=')
  })

  it('encodes hostile keys and values instead of letting them split the form', () => {
    const body = formBody({ data: { 'x]&y=1': 'a&b=c' } })
    expect(body.toString()).toBe('data%5Bx%5D%26y%3D1%5D=a%26b%3Dc')
    expect([...new URLSearchParams(body.toString())]).toEqual([['data[x]&y=1]', 'a&b=c']])
  })

  it('cuts a cycle rather than looping forever', () => {
    const loop: { [key: string]: FormFields } = { id: 1 }
    loop.self = loop
    expect(formBody({ data: loop }).toString()).toBe('data%5Bid%5D=1')
  })
})
