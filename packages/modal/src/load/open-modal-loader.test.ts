import { createSlider } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { modal } from '../plugin/modal'
import { mountModal } from '../plugin/test-modal'
import { openModal, releaseModals } from './open-modal'

// The alias loader stands in: whether openModal fetched it is what is measured.
const loader = vi.hoisted(() => ({
  openByAlias: vi.fn(async () => false),
  releaseModals: vi.fn(async () => {}),
}))
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

  it('a call still waiting for the loader when the page releases its pop-ups opens nothing', async () => {
    // Found by the page-level modal fuzz (apps/playground/e2e/reliability-modal-api-fuzz.spec.ts):
    // a trigger's call whose loader arrived after the release's loaded a pop-up nothing removed.
    loader.openByAlias.mockResolvedValue(true)
    const opening = openModal('late')
    const release = releaseModals()
    expect(await opening).toBe(false)
    await release
    expect(loader.openByAlias).not.toHaveBeenCalled()
    // A call made after the release loads as usual.
    expect(await openModal('after')).toBe(true)
    expect(loader.openByAlias).toHaveBeenCalledTimes(1)
    loader.openByAlias.mockResolvedValue(false)
  })
})
