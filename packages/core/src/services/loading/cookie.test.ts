import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCookies } from './cookie'

/** A document stand-in that records every cookie string written. */
function fakeDoc() {
  const writes: string[] = []
  const jar = new Map<string, string>()
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      writes.push(text)
      const [pair = ''] = text.split(';')
      const eq = pair.indexOf('=')
      if (/expires=Thu, 01 Jan 1970/.test(text)) jar.delete(pair.slice(0, eq))
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    },
  }
  return { doc: doc as unknown as Document, writes }
}

afterEach(() => vi.useRealTimers())

describe('cookies', () => {
  it('Cookie expiry is set in hours for the helper', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 0, 0, 0) })
    const { doc, writes } = fakeDoc()
    createCookies(doc).set('strata_modal', 'true', 5)
    expect(writes[0]).toBe(
      'strata_modal=true; expires=Wed, 01 Jan 2025 05:00:00 GMT; path=/; SameSite=Lax',
    )
  })

  it('set, get and remove a value (encoded)', () => {
    const { doc } = fakeDoc()
    const cookies = createCookies(doc)
    expect(cookies.set('seen', 'a b;c', 1)).toBe(true)
    expect(cookies.get('seen')).toBe('a b;c')
    cookies.remove('seen')
    expect(cookies.get('seen')).toBeUndefined()
  })

  it('0 hours makes a session cookie (no expiry)', () => {
    const { doc, writes } = fakeDoc()
    createCookies(doc).set('s', '1', 0)
    expect(writes[0]).toBe('s=1; path=/; SameSite=Lax')
  })

  it('works with the real document', () => {
    const cookies = createCookies()
    cookies.set('strata_test', 'yes', 1)
    expect(cookies.get('strata_test')).toBe('yes')
  })

  const hostile: [string, string][] = [
    ['a name with ;', 'a; path=/admin'],
    ['a name with =', 'a=b'],
    ['an empty name', ''],
    ['a name with spaces', 'my cookie'],
  ]
  it.each(hostile)('%s is refused: set returns false, nothing is written', (_, name) => {
    const { doc, writes } = fakeDoc()
    const cookies = createCookies(doc)
    expect(cookies.set(name, 'x', 1)).toBe(false)
    expect(cookies.get(name)).toBeUndefined()
    cookies.remove(name)
    expect(writes).toEqual([])
  })
})
