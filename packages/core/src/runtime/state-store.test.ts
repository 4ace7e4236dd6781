// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createStateStore, initialState } from './state-store'

describe('state store', () => {
  it('starts before the first slide shows, with index -1 and direction +1', () => {
    expect(initialState).toMatchObject({ index: -1, prevIndex: -1, direction: 1, ready: false })
  })

  it('replaces the frozen snapshot on change and tells subscribers', () => {
    const onChange = vi.fn()
    const store = createStateStore(onChange)
    const before = store.get()
    store.set({ index: 2 })
    expect(store.get()).not.toBe(before)
    expect(store.get().index).toBe(2)
    expect(Object.isFrozen(store.get())).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('keeps the same snapshot when nothing changed', () => {
    const onChange = vi.fn()
    const store = createStateStore(onChange)
    const before = store.get()
    store.set({ index: -1 })
    expect(store.get()).toBe(before)
    expect(onChange).not.toHaveBeenCalled()
  })
})
