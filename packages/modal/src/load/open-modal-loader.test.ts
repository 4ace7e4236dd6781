import { createSlider } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { modal } from '../plugin/modal'
import { mountModal } from '../plugin/test-modal'
import { openModal } from './open-modal'

// The alias loader stands in: whether openModal fetched it is what is measured.
const loader = vi.hoisted(() => ({ openByAlias: vi.fn(async () => false) }))
vi.mock('./open-by-alias', () => loader)

const cleanup: Array<() => void> = []
afterEach(() => {
  for (const off of cleanup.splice(0).reverse()) off()
  loader.openByAlias.mockClear()
})

describe('openModal loads the alias loader only for a module not on the page', () => {
  it('a pop-up on the page opens without it', async () => {
    const { api, done } = await mountModal({}, { alias: 'local' }, { reducedMotion: true })
    cleanup.push(done)
    expect(await openModal('local')).toBe(true)
    expect(api.state()).toBe('visible')
    expect(loader.openByAlias).not.toHaveBeenCalled()
  })

  it("another alias goes to the loader, with the host page's createSlider, modal() and registry", async () => {
    expect(await openModal('elsewhere', { slide: 2 })).toBe(false)
    expect(loader.openByAlias).toHaveBeenCalledWith(
      'elsewhere',
      { slide: 2 },
      expect.objectContaining({ createSlider, modal }),
    )
  })
})
