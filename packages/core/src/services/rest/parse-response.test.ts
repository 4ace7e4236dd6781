// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseResponse, splitJsonObjects } from './parse-response'

describe('ajax responses (docs/behaviour.md §7)', () => {
  it('a response may be an object', () => {
    expect(parseResponse({ success: true, id: 3 })).toEqual({ success: true, id: 3 })
  })

  it('a response may be a JSON string', () => {
    expect(parseResponse('{"success":true}')).toEqual({ success: true })
    expect(parseResponse(JSON.stringify('{"success":true}'))).toEqual({ success: true })
  })

  it('several concatenated JSON objects are repaired by taking the one with success true', () => {
    const body = '{"success":false,"n":1}{"success":true,"n":2}{"success":true,"n":3}'
    expect(parseResponse(body)).toEqual({ success: true, n: 2 })
  })

  it('else the first', () => {
    expect(parseResponse('{"n":1} {"n":2}')).toEqual({ n: 1 })
  })

  it('braces and quotes inside strings do not split an object', () => {
    const body = '{"t":"a}{\\"b"}{"success":true,"t":"{"}'
    expect(splitJsonObjects(body)).toEqual([{ t: 'a}{"b' }, { success: true, t: '{' }])
  })

  it('text around the objects (a PHP notice) is skipped', () => {
    const body = '<b>Notice</b>: "quoted" in x.php {"success":true,"id":1}'
    expect(parseResponse(body)).toEqual({ success: true, id: 1 })
  })
})
