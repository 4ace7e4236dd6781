import { sampleModule } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MODAL_CLASS } from '../dialog/create-dialog'
import { releaseModals } from '../load/open-modal'
import { mountHost } from './test-modal'

const cleanup: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const off of cleanup.splice(0).reverse()) await off()
})

/** A page module (not a pop-up) with a button, on a site that answers the two ajax calls for `promo`. */
async function page() {
  const promo = sampleModule(3, { alias: 'promo', title: 'Promo' })
  const calls: string[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = new URLSearchParams(String(init?.body ?? ''))
    calls.push(`${body.get('client_action')} ${body.get('data[alias]')}`)
    const answer =
      body.get('client_action') === 'get_modal_settings'
        ? { success: true, id: promo.id, sp: 0 }
        : { success: true, ...promo }
    return new Response(JSON.stringify(answer), { status: 200 })
  })
  const { slider, button, scheduler, done } = await mountHost(
    fetch as unknown as typeof globalThis.fetch,
  )
  cleanup.push(async () => {
    await releaseModals(document)
    done()
  })
  return { slider, button, calls, scheduler }
}

describe('the "open modal" layer action loads a module by alias', () => {
  it("with the host page's createSlider and modal(): the loaded module opens as a pop-up at the slide asked for", async () => {
    const { slider, button, calls, scheduler } = await page()
    slider
      .plugin('actions')
      ?.bind(button, [{ a: 'open_modal', alias: 'promo', slide: 2 }], 'page.button')
    button.click()
    // The actions engine runs on the scheduler's frames; the load and the open are promises.
    await vi.waitFor(() => {
      scheduler.tick(16)
      expect(document.querySelector<HTMLDialogElement>(`.${MODAL_CLASS}`)?.open).toBe(true)
    })
    expect(calls).toEqual(['get_modal_settings promo', 'get_full_slider_object promo'])
    const dialog = document.querySelector(`.${MODAL_CLASS}`)
    expect(dialog?.getAttribute('aria-label')).toBe('Promo')
    // `slide: 2` is a 1-based position: the second slide (index 1) shows.
    expect(dialog?.querySelector('[data-index="1"]')?.hasAttribute('aria-hidden')).toBe(false)
    expect(dialog?.querySelector('[data-index="0"]')?.getAttribute('aria-hidden')).toBe('true')
    expect(slider.report).toEqual([])
  })
})
