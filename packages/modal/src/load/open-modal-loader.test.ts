import { createSlider } from '@strata/core'
import { installFakeBrowser, sampleModule } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { modal } from '../plugin/modal'
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
    const browser = installFakeBrowser({ reducedMotion: true })
    const root = document.createElement('div')
    document.body.append(root)
    const slider = createSlider(root, {
      module: sampleModule(2, { alias: 'local' }),
      plugins: [modal()],
    })
    cleanup.push(
      browser.restore,
      () => root.remove(),
      () => slider.destroy(),
    )
    await slider.ready
    expect(await openModal('local')).toBe(true)
    expect(slider.plugin('modal')?.state()).toBe('visible')
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
