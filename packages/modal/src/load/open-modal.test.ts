import { createSlider } from '@strata/core'
import { createCookies } from '@strata/core/loading'
import { sampleModule, useFakePage } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_CLASS } from '../dialog/create-dialog'
import { modal } from '../plugin/modal'
import { modalTrigger } from '../triggers/modal-trigger'
import { openModal, releaseModals } from './open-modal'

// A fake browser and an empty root in the page, fresh for each test (its hooks run last).
const page = useFakePage()
const cleanup: Array<() => void> = []
beforeEach(() => page.browser?.setReducedMotion(true))
afterEach(async () => {
  for (const off of cleanup.splice(0)) off()
  await releaseModals(document)
})

/** Resolves once a listener for `type` is added on the document from now (the trigger's watchers are a chunk). */
async function listening(type: string) {
  const add = vi.spyOn(document, 'addEventListener')
  const count = () => add.mock.calls.filter(([t]) => t === type).length
  const before = count()
  await vi.waitFor(() => expect(count()).toBe(before + 1))
}

/** A site answering the two ajax calls from `modules` (by alias); others lack success. */
function site(modules: Record<string, ReturnType<typeof sampleModule>>) {
  const calls: string[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = new URLSearchParams(String(init?.body ?? ''))
    const action = body.get('client_action') ?? ''
    const alias = body.get('data[alias]') ?? ''
    calls.push(`${action} ${alias}`)
    const module = modules[alias]
    const answer = !module
      ? { success: false, message: 'Slider not found' }
      : action === 'get_modal_settings'
        ? { success: true, id: module.id, sp: 0, bg: 'rgb(1, 2, 3)', v: 'top', h: 'left' }
        : { success: true, ...module }
    return new Response(JSON.stringify(answer), { status: 200 })
  })
  return { calls, rest: { fetch: fetch as unknown as typeof globalThis.fetch } }
}

describe('openModal(alias, { slide }) (docs/behaviour.md §2.2, §7, §8)', () => {
  it('loads a module that is not on the page (modal settings, then the full object) and opens it at the slide', async () => {
    const { calls, rest } = site({ promo: sampleModule(3, { alias: 'promo', title: 'Promo' }) })
    expect(await openModal('promo', { slide: 1, rest })).toBe(true)
    expect(calls).toEqual(['get_modal_settings promo', 'get_full_slider_object promo'])
    const dialog = document.querySelector<HTMLDialogElement>(`.${MODAL_CLASS}`)
    expect(dialog?.open).toBe(true)
    expect(dialog?.getAttribute('aria-label')).toBe('Promo')
    // The modal settings call's answer is the pop-up's look.
    expect(dialog?.style.background).toContain('rgb(1, 2, 3)')
    expect(dialog?.style.justifyContent).toBe('flex-start')
    // A second call reuses the loaded module.
    expect(await openModal('promo', { rest })).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('Full object or modal response lacking success: the console says the alias could not be loaded from the database, nothing opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { rest } = site({})
    expect(await openModal('missing', { rest })).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/"missing" could not be loaded from the database/),
    )
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
  })

  it('Modal already on page as a normal element: the console warning, nothing opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const slider = createSlider(page.root, {
      module: sampleModule(2, { alias: 'hero' }),
      plugins: [modal({ popup: false })],
    })
    cleanup.push(() => slider.destroy())
    await slider.ready
    const { calls, rest } = site({})
    expect(await openModal('hero', { rest })).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /Ensure the module is not already on the page, or set the Pop Up option in the page module settings/,
      ),
    )
    expect(calls).toEqual([])
  })

  it('an element carrying the alias in data-alias counts as on the page too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = document.createElement('div')
    el.setAttribute('data-alias', 'inline-hero')
    document.body.append(el)
    cleanup.push(() => el.remove())
    expect(await openModal('inline-hero', site({}))).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a pop-up already on the page opens without a call', async () => {
    const slider = createSlider(page.root, {
      module: sampleModule(2, { alias: 'local' }),
      plugins: [modal()],
    })
    cleanup.push(() => slider.destroy())
    await slider.ready
    const { calls, rest } = site({})
    expect(await openModal('local', { rest })).toBe(true)
    expect(slider.plugin('modal')?.state()).toBe('visible')
    expect(calls).toEqual([])
  })

  it('a one-time modal (co) is not shown again by its trigger while the cookie holds', async () => {
    const make = () =>
      createSlider(page.root, {
        module: sampleModule(2, { alias: 'once' }),
        plugins: [modal({ trigger: 'e:show-once;co:1' })],
      })
    const on = listening('show-once')
    let slider = make()
    cleanup.push(
      () => slider.destroy(),
      () => createCookies(document).remove('strata-modal-once'),
    )
    await slider.ready
    await on
    document.dispatchEvent(new Event('show-once'))
    await vi.waitFor(() => expect(slider.plugin('modal')?.state()).toBe('visible'))
    await slider.plugin('modal')?.close()
    // The next page view: a new slider on the same page, its trigger fires again.
    slider.destroy()
    const again = listening('show-once')
    slider = make()
    await slider.ready
    await again
    document.dispatchEvent(new Event('show-once'))
    expect(slider.plugin('modal')?.state()).toBe('hidden')
  })
})

describe('releaseModals while a module is loading (docs/data-format/modal.md "The one-time cookie")', () => {
  /** `site` whose full-object answer waits until `answer()`; `asked` once it is asked for. */
  function slowSite(module: ReturnType<typeof sampleModule>) {
    const { rest } = site({ [`${module.settings.alias}`]: module })
    const state = { asked: false }
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    const fetch: typeof globalThis.fetch = async (url, init) => {
      if (String(init?.body).includes('get_full_slider_object')) {
        state.asked = true
        await held
      }
      return (rest.fetch as typeof globalThis.fetch)(url, init)
    }
    return { state, answer, rest: { fetch } }
  }

  it('a call whose module is released while the site answers resolves false and leaves nothing', async () => {
    const { state, answer, rest } = slowSite(sampleModule(2, { alias: 'away' }))
    const opening = openModal('away', { rest })
    await vi.waitFor(() => expect(state.asked).toBe(true))
    const release = releaseModals(document)
    answer()
    expect(await opening).toBe(false)
    await release
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
  })

  it('its trigger sets no one-time cookie: the visitor never saw it', async () => {
    const { state, answer, rest } = slowSite(sampleModule(2, { alias: 'unseen' }))
    const on = listening('unseen:open')
    const stop = modalTrigger('unseen', 'e:unseen:open;co:1', { rest })
    cleanup.push(stop, () => createCookies(document).remove('strata-modal-unseen'))
    await on
    document.dispatchEvent(new Event('unseen:open'))
    await vi.waitFor(() => expect(state.asked).toBe(true))
    const release = releaseModals(document)
    answer()
    await release
    // Time for the trigger's call to settle.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
    expect(createCookies(document).get('strata-modal-unseen')).toBeUndefined()
  })
})

describe('modalTrigger(alias, settings string) (docs/behaviour.md §3, §5)', () => {
  it('A modal trigger needs a settings string: reported, nothing watched', () => {
    const report = vi.fn()
    const add = vi.spyOn(document, 'addEventListener')
    modalTrigger('promo', '', { report })()
    expect(report).toHaveBeenCalledWith('modal.promo', expect.stringMatching(/settings string/))
    expect(add).not.toHaveBeenCalled()
  })

  it('loads and opens the module when its trigger fires, then its cookie keeps it shut', async () => {
    const { calls, rest } = site({ later: sampleModule(2, { alias: 'later' }) })
    const on = listening('later:open')
    const stop = modalTrigger('later', 'e:later:open;co:1', { rest })
    cleanup.push(stop, () => createCookies(document).remove('strata-modal-later'))
    await on
    expect(calls).toEqual([])
    document.dispatchEvent(new Event('later:open'))
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLDialogElement>(`.${MODAL_CLASS}`)?.open).toBe(true),
    )
    await vi.waitFor(() => expect(createCookies(document).get('strata-modal-later')).toBe('true'))
    expect(calls).toEqual(['get_modal_settings later', 'get_full_slider_object later'])
  })
})
