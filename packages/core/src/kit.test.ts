import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('dompurify')
  vi.resetModules()
})

/** Imports `entry` afresh and says whether DOMPurify was loaded on the way. */
async function loads(entry: () => Promise<unknown>) {
  vi.resetModules()
  let loaded = false
  vi.doMock('dompurify', async (original) => {
    loaded = true
    return original()
  })
  const module = await entry()
  return { module, loaded }
}

describe('@strata/core/kit safeUrl', () => {
  it('checks URLs as the sanitize entry does, without loading DOMPurify', async () => {
    const { module: kit, loaded } = await loads(() => import('./kit'))
    expect(loaded).toBe(false)
    const { safeUrl } = kit as typeof import('./kit')
    expect(safeUrl('javascript:alert(1)', 'link')).toBeUndefined()
    expect(safeUrl('https://example.com/a.png', 'media')).toBe('https://example.com/a.png')
  })

  it('the sanitize entry loads DOMPurify (the reason the kit offers safeUrl too)', async () => {
    const { loaded } = await loads(() => import('./sanitize'))
    expect(loaded).toBe(true)
  })
})
