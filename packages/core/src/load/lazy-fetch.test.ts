// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loadModule } from './load-module'

// Counts how often the fetching chunk is loaded, and can make that load fail (a lost network).
const chunk = vi.hoisted(() => ({ loads: 0, fail: false }))
vi.mock('./fetch-module', async (original) => {
  chunk.loads++
  if (chunk.fail) throw new Error('network lost')
  return original()
})

const env = { fetch: undefined, rest: undefined }

describe('the fetching code is loaded only for a module that is fetched', () => {
  it('an inline module never loads the fetching chunk', async () => {
    await loadModule({ settings: {}, slides: [] }, env)
    expect(chunk.loads).toBe(0)
  })

  it('a chunk that cannot load is reported, never thrown', async () => {
    chunk.fail = true
    const result = await loadModule('/m/hero.json', env)
    expect(chunk.loads).toBe(1)
    // Vitest wraps the factory's error in its own words; the reason comes after the prefix.
    expect((result as { error: string }).error).toMatch(/^loading the module failed \(/)
  })

  it('a REST reference whose loader cannot load shows nothing, as a failed database answer', async () => {
    chunk.fail = true
    const result = await loadModule({ alias: 'hero' }, env)
    expect(result).toMatchObject({ hide: true })
    expect((result as { error: string }).error).toMatch(/^loading the module failed \(/)
  })
})
