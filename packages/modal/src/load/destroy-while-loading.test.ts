import { sampleModule } from '@strata/core/testing'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest'
import { MODAL_CLASS } from '../dialog/create-dialog'
import { mountHost } from '../plugin/test-modal'
import { openModal, releaseModals } from './open-modal'

// The loader and the REST calls, read before the clock is faked: fake timers do not wait for a
// module to be read from disk.
beforeAll(async () => {
  await Promise.all([import('./open-by-alias'), import('@strata/core/rest')])
})

/**
 * A site that never answers (a network failure: core tries again 5 times, 750 ms apart). Like a
 * site's own fetch that does not heed its signal, it records every call it is given.
 */
function deadSite() {
  const calls: string[] = []
  const fetch = (async (_url: string, init?: RequestInit) => {
    calls.push(new URLSearchParams(String(init?.body ?? '')).get('client_action') ?? '')
    throw new TypeError('Failed to fetch')
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

/** A site that fails the first `drops` calls (network failures), then answers both calls for `promo`. */
function slowSite(drops: number) {
  const calls: string[] = []
  const fetch = (async (_url: string, init?: RequestInit) => {
    const action = new URLSearchParams(String(init?.body ?? '')).get('client_action') ?? ''
    calls.push(action)
    if (calls.length <= drops) throw new TypeError('Failed to fetch')
    const module = sampleModule(2, { alias: 'promo' })
    const answer =
      action === 'get_modal_settings' ? { success: true, sp: 0 } : { success: true, ...module }
    return new Response(JSON.stringify(answer))
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

let warn: MockInstance<typeof console.warn>
/** What the console said about the pop-up (the host page may warn of its own size). */
const saidOfPromo = () => warn.mock.calls.filter(([line]) => String(line).includes('"promo"'))
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.useRealTimers()
  await releaseModals(document)
  vi.restoreAllMocks()
})

/**
 * A host whose button has an "open modal" layer action for `promo`, clicked, with 1 s of fake
 * time passed: the alias call is out (and retried when the site fails).
 */
async function clickOpenModal(fetch: Parameters<typeof mountHost>[0]) {
  const host = await mountHost(fetch)
  // The host's own on-demand code (its rotation control) is in before the clock is faked.
  await vi.waitFor(() => expect(document.querySelector('.strata-rotation')).not.toBeNull())
  vi.useFakeTimers()
  host.slider
    .plugin('actions')
    ?.bind(host.button, [{ a: 'open_modal', alias: 'promo' }], 'page.button')
  host.button.click()
  // Clicks are debounced by 19 ms (docs/behaviour.md §9) on the scheduler's clock.
  host.scheduler.tick(20)
  await vi.advanceTimersByTimeAsync(1_000)
  return host
}

describe('a pop-up loaded by alias ends with what asked for it (docs/behaviour.md §7 "Aborts")', () => {
  it('released (releaseModals) while its modal settings call is retried: no further fetch, no warning, nothing opens', async () => {
    vi.useFakeTimers()
    const { calls, fetch } = deadSite()
    const opening = openModal('promo', { rest: { fetch } })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toEqual(['get_modal_settings', 'get_modal_settings'])
    const release = releaseModals(document)
    await vi.advanceTimersByTimeAsync(10_000)
    await release
    expect(await opening).toBe(false)
    expect(calls).toHaveLength(2)
    expect(saidOfPromo()).toEqual([])
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('its "open modal" layer action\'s slider destroyed while the call is retried: no further fetch, no warning, nothing opens', async () => {
    const { calls, fetch } = deadSite()
    const { slider, done } = await clickOpenModal(fetch)
    expect(calls).toEqual(['get_modal_settings', 'get_modal_settings'])
    const report = [...slider.report]
    done()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(2)
    expect(saidOfPromo()).toEqual([])
    expect(slider.report).toEqual(report)
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it("an openModal call sharing the load an action's slider started still opens once that slider is gone", async () => {
    const { calls, fetch } = slowSite(2)
    const { done } = await clickOpenModal(fetch)
    expect(calls).toEqual(['get_modal_settings', 'get_modal_settings'])
    // The page asks for the same pop-up: it waits on the load the click started.
    const opening = openModal('promo', { rest: { fetch } })
    await vi.advanceTimersByTimeAsync(0)
    done()
    await vi.advanceTimersByTimeAsync(10_000)
    vi.useRealTimers()
    expect(await opening).toBe(true)
    expect(document.querySelector<HTMLDialogElement>(`.${MODAL_CLASS}`)?.open).toBe(true)
    expect(saidOfPromo()).toEqual([])
  })
})
