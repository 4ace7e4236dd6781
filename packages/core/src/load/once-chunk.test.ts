// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { onceChunk } from './once-chunk'

describe('onceChunk: code loaded on demand, once per page', () => {
  it('imports once however often it is asked, and get() has the module only once it arrived', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }))
    const chunk = onceChunk(importer)
    expect(chunk.get()).toBeUndefined()
    const [a, b] = await Promise.all([chunk.load(), chunk.load()])
    expect(a).toBe(b)
    expect(chunk.get()).toEqual({ answer: 42 })
    await chunk.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('a failed load rejects, leaves get() empty and is tried again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true })
    const chunk = onceChunk(importer)
    await expect(chunk.load()).rejects.toThrow('offline')
    expect(chunk.get()).toBeUndefined()
    await expect(chunk.load()).resolves.toEqual({ ok: true })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
